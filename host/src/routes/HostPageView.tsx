import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { HostPage } from '@iprism/shared/contracts/route-table';
import { PageLoading } from '../ui/PageLoading';
import { HOST_PAGE_LOADERS } from './lazy-screens';

const PAGES = Object.fromEntries(Object.entries(HOST_PAGE_LOADERS).map(([page, load]) => [page, lazy(load)])) as Record<HostPage, LazyExoticComponent<ComponentType>>;

/** Screens the host owns (identity and access); each renders its own h1. */
export function HostPageView({ page }: { page: HostPage; title: string }) {
  const Page = PAGES[page];
  return (
    <div data-host-page={page}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </div>
  );
}
