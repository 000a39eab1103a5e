import type { HostPage } from '@iprism/shared/contracts/route-table';
import { PreloadedView } from '../platform/preloadable';
import { PageLoading } from '../ui/PageLoading';
import { HOST_PAGES } from './lazy-screens';

/** Screens the host owns (identity and access); each renders its own h1. */
export function HostPageView({ page }: { page: HostPage; title: string }) {
  return (
    <div data-host-page={page}>
      <PreloadedView of={HOST_PAGES[page]} props={{}} fallback={<PageLoading />} />
    </div>
  );
}
