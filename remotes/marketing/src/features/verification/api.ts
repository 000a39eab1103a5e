import { isApiError, userMessage } from '@iprism/shared/api/api-error';
import { apiFetch } from '@iprism/shared/api/api-fetch';
import { GENERIC_ERROR_MESSAGE } from '@iprism/shared/contracts/auth';

export const RESEND_VERIFICATION_PATH = '/api/auth/resend-verification';
/** The fixed answer to a resend: the server never says whether an account exists (no enumeration). */
export const RESEND_ACCEPTED_MESSAGE = 'If an account exists for that address, we have sent a new link.';

/** Asks for a new verification link; whatever the address, a success is told with RESEND_ACCEPTED_MESSAGE. */
export async function resendVerification(email: string): Promise<void> {
  await apiFetch(RESEND_VERIFICATION_PATH, { method: 'POST', auth: 'none', body: { email }, notify: false });
}

/** What to tell the user about a refused resend; a 429 keeps the server's own wording. */
export function resendFailureMessage(err: unknown): string {
  if (!isApiError(err)) return GENERIC_ERROR_MESSAGE;
  return err.status === 429 ? err.message : userMessage(err);
}
