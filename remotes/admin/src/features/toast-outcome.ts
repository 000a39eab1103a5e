import { apiErrorText } from '@iprism/shared/api/api-error';
import { toast } from '@iprism/shared/shell';

/** Toasts how a staff action ended: `done` when it went through, the server's refusal when not; true when it went through. */
export const toastOutcome = (action: Promise<unknown>, done: string): Promise<boolean> =>
  action.then(
    () => (toast.success(done), true),
    (err: unknown) => (toast.error(apiErrorText(err)), false),
  );
