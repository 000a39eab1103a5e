import { preloadRemote } from '@module-federation/enhanced/runtime';
import { matchRoutes } from '@iprism/shared/router';
import { ROUTES, type RouteDef } from '@iprism/shared/contracts/route-table';
import { AREA_LAYOUT, HOST_PAGES } from '../routes/lazy-screens';
import { loadRemotePage } from './load-remote-page';
import { ROUTE_PRELOAD_MAX_CONCURRENT, createPreloadQueue } from './preload-queue';

const queue = createPreloadQueue(ROUTE_PRELOAD_MAX_CONCURRENT);
// `handle` carries the route definition through react-router's matcher.
const routeObjects = ROUTES.map((route) => ({ path: route.path, handle: route }));

/** The route definition a path resolves to (query and hash ignored), or null. */
export function findRoute(path: string): RouteDef | null {
  const matches = matchRoutes(routeObjects, path);
  const route = matches?.at(-1)?.route.handle as RouteDef | undefined;
  return route ?? null;
}

/**
 * Loads the page behind `path` ahead of navigation (e.g. on link hover), at most 4 at once: a remote's
 * page, or one of the host's screens, with the signed-in frame when the route is in an area. Unknown
 * paths need nothing; failures are ignored because the real navigation retries and shows its own error
 * panel. `signal`: the load is speculative, dropped if abandoned before it started (see PreloadQueue).
 */
export async function preloadRoute(path: string, signal?: AbortSignal): Promise<void> {
  const route = findRoute(path);
  if (!route) return;
  const loads: Promise<unknown>[] = [];
  if (route.layout !== 'none' && route.layout !== 'default') loads.push(preloadAreaLayout(signal));
  if ('remote' in route.page) {
    const { remote, module } = route.page;
    loads.push(queue.enqueue(`${remote}/${module}`, () => loadRemotePage(remote, module), signal));
  } else {
    const page = route.page.host;
    loads.push(queue.enqueue(`host/${page}`, HOST_PAGES[page].preload, signal));
  }
  await Promise.all(loads.map((load) => load.catch(() => undefined)));
}

/** The signed-in areas' frame, ahead of the first visit to one of them. */
export async function preloadAreaLayout(signal?: AbortSignal): Promise<void> {
  await queue.enqueue('host/AreaLayout', AREA_LAYOUT.preload, signal).catch(() => undefined);
}

/**
 * Loads a remote's manifest and remoteEntry.js ahead of navigation, through the same queue, but none
 * of its page chunks (a link prefetch, not a page load): the first visit to that area then only waits
 * for its page. Failures are ignored for the same reason as above.
 */
export async function preloadRemoteEntry(remote: string, signal?: AbortSignal): Promise<void> {
  const entryOnly = { nameOrAlias: remote, depsRemote: false, filter: () => false };
  await queue.enqueue(`${remote}:entry`, () => preloadRemote([entryOnly]), signal).catch(() => undefined);
}
