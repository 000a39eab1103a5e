import { Suspense, lazy, useCallback, useEffect, useReducer, useState, type ComponentType } from 'react';
import { loadRemotePage, loadedRemotePage } from './load-remote-page';
import { markRemoteRequested, refreshRemote } from './remote-registry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { PageLoading } from '../ui/PageLoading';

interface PageSlot {
  Page: ComponentType;
  /** Resolves when the module is in; null when it already was as the slot was made. */
  loading: Promise<unknown> | null;
  settled: boolean;
}

/** One slot per remote/module/attempt, so a page keeps one component type (and its state) for good. */
const slots = new Map<string, PageSlot>();

function pageSlot(remote: string, module: string, attempt: number): PageSlot {
  const key = `${remote}/${module}#${attempt}`;
  let slot = slots.get(key);
  if (slot) return slot;
  markRemoteRequested(remote);
  // A page already loaded (preloaded on link intent or by the navigation effects) renders without suspending.
  const loaded = attempt === 0 ? loadedRemotePage(remote, module) : undefined;
  if (loaded) {
    slot = { Page: loaded, loading: null, settled: true };
  } else {
    const loading = loadRemotePage(remote, module);
    const pending: PageSlot = { Page: lazy(() => loading), loading, settled: false };
    loading.then(
      () => (pending.settled = true),
      () => (pending.settled = true),
    );
    slot = pending;
  }
  slots.set(key, slot);
  return slot;
}

/** Renders one exposed page of a remote; a failure stays inside this boundary with a retry button. */
export function RemotePage({ remote, module }: { remote: string; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const [, reveal] = useReducer((n: number) => n + 1, 0);
  const slot = pageSlot(remote, module, attempt);
  const { Page } = slot;
  const waitingFor = slot.settled ? null : slot.loading;

  useEffect(() => {
    if (!waitingFor) return;
    let active = true;
    // React shows a suspended page through a retry, and holds retries back until its fallback has been
    // up for 300 ms; re-rendering in an ordinary update as soon as the module is in shows it at once.
    waitingFor.then(
      () => active && reveal(),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [waitingFor]);

  const retry = useCallback(async () => {
    await refreshRemote(remote).catch(() => undefined);
    setAttempt((n) => n + 1);
  }, [remote]);
  return (
    <RemoteErrorBoundary remote={remote} resetKey={attempt} onRetry={retry} loaded={() => loadedRemotePage(remote, module) !== undefined}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
