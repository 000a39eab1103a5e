import { useEffect } from 'react';
import type { RouteDef } from '@iprism/shared/contracts/route-table';
import { documentTitle } from './document-title';
import { Layout } from '../layouts/Layout';
import { RemotePage } from '../platform/RemotePage';
import { HostPageView } from './HostPageView';
import { RouteGuard } from './RouteGuard';

export function RouteView({ route }: { route: RouteDef }) {
  useEffect(() => {
    document.title = documentTitle(route);
  }, [route]);
  const page = 'remote' in route.page ? <RemotePage remote={route.page.remote} module={route.page.module} /> : <HostPageView page={route.page.host} title={route.title} />;
  return (
    <RouteGuard meta={route.meta}>
      <Layout name={route.layout} title={route.title}>
        {page}
      </Layout>
    </RouteGuard>
  );
}
