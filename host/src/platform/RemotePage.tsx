import { useCallback, useState } from 'react';
import { loadRemotePage, loadedRemotePage } from './load-remote-page';
import { PreloadedView, preloadable, type Preloadable } from './preloadable';
import { markRemoteRequested, refreshRemote } from './remote-registry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { PageLoading } from '../ui/PageLoading';

/** One per remote/module/attempt, so a page keeps one component type (and its state) for good. */
const pages = new Map<string, Preloadable<object>>();

function remotePage(remote: string, module: string, attempt: number): Preloadable<object> {
  const key = `${remote}/${module}#${attempt}`;
  let page = pages.get(key);
  if (page) return page;
  markRemoteRequested(remote);
  // A first attempt takes a page already loaded by a preload or an earlier visit; a retry loads afresh.
  const earlier = attempt === 0 ? () => loadedRemotePage(remote, module) : undefined;
  page = preloadable(() => loadRemotePage(remote, module).then((m) => m.default), earlier);
  pages.set(key, page);
  return page;
}

/** Renders one exposed page of a remote; a failure stays inside this boundary with a retry button. */
export function RemotePage({ remote, module }: { remote: string; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(async () => {
    await refreshRemote(remote).catch(() => undefined);
    setAttempt((n) => n + 1);
  }, [remote]);
  return (
    <RemoteErrorBoundary remote={remote} resetKey={attempt} onRetry={retry} loaded={() => loadedRemotePage(remote, module) !== undefined}>
      <PreloadedView of={remotePage(remote, module, attempt)} props={{}} fallback={<PageLoading />} />
    </RemoteErrorBoundary>
  );
}
