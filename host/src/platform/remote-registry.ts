import { registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteRegistrySchema, type RemoteRegistry } from '@iprism/shared/contracts/release';
import { forgetRemotePages } from './load-remote-page';
import { remotesToRefresh } from './release-watcher';
import { requestRegistry, takeRegistryRequest } from './registry-request';

async function fetchRegistry(): Promise<RemoteRegistry> {
  return RemoteRegistrySchema.parse(await requestRegistry());
}

function toRemotes(registry: RemoteRegistry, only?: readonly string[]) {
  return Object.entries(registry)
    .filter(([name]) => !only || only.includes(name))
    .map(([name, { entry }]) => ({ name, entry }));
}

let current: RemoteRegistry = {};
/** Remotes a page has asked for: a release no longer swaps them under the page (see refreshReleasedRemotes). */
const requested = new Set<string>();

/** Reads `/builds/remotes.json` (the request the entry started) and registers every remote with the federation runtime. */
export async function loadRemoteRegistry(): Promise<RemoteRegistry> {
  current = RemoteRegistrySchema.parse(await takeRegistryRequest());
  registerRemotes(toRemotes(current));
  return current;
}

/**
 * Re-reads the registry and re-registers one remote, dropping what the runtime cached for it:
 * used by the retry button and after a release moved the remote to a new version.
 */
export async function refreshRemote(name: string): Promise<void> {
  adopt(await fetchRegistry(), [name]);
}

/** Re-registers the named remotes from `next` (force drops what the runtime cached) and records only those entries as current. */
function adopt(next: RemoteRegistry, names: readonly string[]): void {
  registerRemotes(toRemotes(next, names), { force: true });
  const updated = { ...current };
  for (const name of names) {
    forgetRemotePages(name);
    const entry = next[name];
    if (entry) updated[name] = entry;
  }
  current = updated;
}

export function markRemoteRequested(name: string): void {
  requested.add(name);
}

/**
 * After a new build id appeared: re-registers the remotes that changed and are not in use yet, so
 * they load from their new version without a reload. Returns their names.
 */
export async function refreshReleasedRemotes(): Promise<string[]> {
  const next = await fetchRegistry();
  const names = remotesToRefresh(current, next, requested);
  if (names.length > 0) adopt(next, names);
  return names;
}

export function currentRegistry(): RemoteRegistry {
  return current;
}
