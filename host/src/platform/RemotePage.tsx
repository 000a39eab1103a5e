import { Suspense, lazy, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemotePage } from './load-remote-page';
import { markRemoteRequested, refreshRemote } from './remote-registry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { PageLoading } from '../ui/PageLoading';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyPage(remote: string, module: string, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${remote}/${module}#${attempt}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(() => {
      markRemoteRequested(remote);
      return loadRemotePage(remote, module);
    });
    pages.set(key, page);
  }
  return page;
}

/** Renders one exposed page of a remote; a failure stays inside this boundary with a retry button. */
export function RemotePage({ remote, module }: { remote: string; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(remote, module, attempt);
  const retry = useCallback(async () => {
    await refreshRemote(remote).catch(() => undefined);
    setAttempt((n) => n + 1);
  }, [remote]);
  return (
    <RemoteErrorBoundary remote={remote} resetKey={attempt} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
