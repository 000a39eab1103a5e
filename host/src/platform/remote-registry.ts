import { registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteRegistrySchema, type RemoteRegistry } from '@iprism/shared/contracts';

export const REMOTE_REGISTRY_URL = '/builds/remotes.json';

async function fetchRegistry(): Promise<RemoteRegistry> {
  const res = await fetch(`${REMOTE_REGISTRY_URL}?t=${Date.now()}`, { cache: 'no-store' });
  if (!res.ok) throw new Error(`Remote registry unavailable (HTTP ${res.status})`);
  return RemoteRegistrySchema.parse(await res.json());
}

function toRemotes(registry: RemoteRegistry, only?: string) {
  return Object.entries(registry)
    .filter(([name]) => !only || name === only)
    .map(([name, { entry }]) => ({ name, entry }));
}

let current: RemoteRegistry = {};

/** Reads `/builds/remotes.json` and registers every remote with the federation runtime. */
export async function loadRemoteRegistry(): Promise<RemoteRegistry> {
  current = await fetchRegistry();
  registerRemotes(toRemotes(current));
  return current;
}

/**
 * Re-reads the registry and re-registers one remote, dropping what the runtime cached for it:
 * used by the retry button and after a release moved the remote to a new version.
 */
export async function refreshRemote(name: string): Promise<void> {
  current = await fetchRegistry();
  registerRemotes(toRemotes(current, name), { force: true });
}

export function currentRegistry(): RemoteRegistry {
  return current;
}
