import { useEffect } from 'react';
import { toast } from '@iprism/shared/shell';
import { getSocketClient, progressAtoms } from '@iprism/shared/realtime';
import { planProgressToasts, type ProgressToastAction } from './progress-toast-plan';

function run(action: ProgressToastAction): void {
  switch (action.kind) {
    case 'add':
      toast.progress(action.text, action.progress, { id: action.toastId });
      return;
    case 'update':
      // A no-op when the toast is gone (dropped or closed): see the plan's tracking rule.
      toast.update(action.toastId, action.progress, action.text);
      return;
    case 'complete':
      toast.success(action.text, { id: action.toastId });
      return;
    case 'fail':
      toast.error(action.text, { id: action.toastId });
      return;
    case 'remove':
      toast.remove(action.toastId);
  }
}

/**
 * One toast per running pipeline stage (progress-toast-plan.ts has the rules). Rendered once, next to
 * the RealtimeBridge (App.tsx); it renders nothing itself, the ToastArea shows the toasts.
 */
export function ProgressToasts() {
  useEffect(() => {
    const { store } = getSocketClient();
    // Only reports from now on are live; what the record holds already was restored.
    const liveSince = Date.now();
    let previous = store.get(progressAtoms.progressAtom);
    let tracked: ReadonlySet<string> = new Set();
    // A store subscription rather than a rendered value: React batches renders, and a stage that
    // starts and ends within one batch would never get its toast.
    return store.sub(progressAtoms.progressAtom, () => {
      const next = store.get(progressAtoms.progressAtom);
      const plan = planProgressToasts(previous, next, tracked, liveSince);
      previous = next;
      tracked = plan.tracked;
      plan.actions.forEach(run);
    });
  }, []);
  return null;
}
