// A relative import on purpose: the entry runs this before federation's shared scope exists, so the table is
// bundled into the entry instead of being consumed as the shared `@iprism/shared/contracts` module.
import { ROUTES, routeMatchScore } from '../../../shared/src/contracts/route-table';

export interface RemotePageRef {
  remote: string;
  module: string;
}

/**
 * The remote page a path shows, without react-router: the entry uses it before any shared module
 * (the router among them) is available, to start loading that page early. Host pages and unknown
 * paths give null.
 */
export function remotePageAt(pathname: string): RemotePageRef | null {
  let best: { score: number; page: RemotePageRef | null } | null = null;
  for (const route of ROUTES) {
    const score = routeMatchScore(route.path, pathname);
    if (score === null || (best && best.score >= score)) continue;
    best = { score, page: 'remote' in route.page ? { remote: route.page.remote, module: route.page.module } : null };
  }
  return best?.page ?? null;
}
