/** Where the build publishes the remotes registry (ARCHITECTURE §3). */
export const REMOTE_REGISTRY_URL = '/builds/remotes.json';

/** Reads the registry past the HTTP cache (a release must be seen at once). The JSON is not validated here. */
export async function requestRegistry(): Promise<unknown> {
  const res = await fetch(`${REMOTE_REGISTRY_URL}?t=${Date.now()}`, { cache: 'no-store' });
  if (!res.ok) throw new Error(`Remote registry unavailable (HTTP ${res.status})`);
  return res.json();
}

let early: Promise<unknown> | null = null;

/** Started by the entry, so the registry arrives while the bootstrap chunks load instead of after them. */
export function startRegistryRequest(): Promise<unknown> {
  early = requestRegistry();
  // Whoever takes the request handles its failure; until then it must not count as unhandled.
  early.catch(() => undefined);
  return early;
}

/** The request the entry started, handed out once; every later read is a fresh one. */
export function takeRegistryRequest(): Promise<unknown> {
  const request = early ?? requestRegistry();
  early = null;
  return request;
}
