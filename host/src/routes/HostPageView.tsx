import { Suspense } from 'react';
import type { HostPage } from '@iprism/shared/contracts/route-table';
import { usePreloadable } from '../platform/preloadable';
import { PageLoading } from '../ui/PageLoading';
import { HOST_PAGES } from './lazy-screens';

/** Screens the host owns (identity and access); each renders its own h1. */
export function HostPageView({ page }: { page: HostPage; title: string }) {
  const Page = usePreloadable(HOST_PAGES[page]);
  return (
    <div data-host-page={page}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </div>
  );
}
