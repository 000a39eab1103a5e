import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { startRegistryRequest } from './registry-request';
import { remotePageAt } from './route-page';

/** The manifest URL the registry gives for `remote`, if it has a usable one (the JSON is validated later, in bootstrap). */
function entryOf(registry: unknown, remote: string): string | null {
  const entry = (registry as Record<string, { entry?: unknown } | undefined> | null)?.[remote]?.entry;
  return typeof entry === 'string' ? entry : null;
}

/**
 * Runs in the entry, before the bootstrap chunks are requested, so that what the first page needs
 * after them is already on its way: the remotes registry, then (`page`) the current page's remote
 * (manifest, remoteEntry.js and the page's own chunk). Only a head start: bootstrap registers every remote
 * from the validated registry and the page's own load reports any failure, so errors here are ignored.
 */
export function startEarlyLoads(pathname: string, { page: withPage }: { page: boolean }): void {
  const registry = startRegistryRequest();
  const page = withPage ? remotePageAt(pathname) : null;
  if (!page) return;
  registry
    .then((json) => {
      const entry = entryOf(json, page.remote);
      if (!entry) return;
      registerRemotes([{ name: page.remote, entry }]);
      return preloadRemote([{ nameOrAlias: page.remote, exposes: [page.module], depsRemote: false }]);
    })
    .catch(() => undefined);
}
