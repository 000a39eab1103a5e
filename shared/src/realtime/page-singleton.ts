/**
 * One instance per page, whatever the number of bundles. Every app bundles its own copy of the API modules,
 * and a misconfigured remote (or a second copy during a rolling deploy) may bring its own copy of the rest, so
 * the page's state (the socket, the progress record, the QueryClient, the API's token getter, session atom and
 * request count, the toasts and the logs) is kept here rather than in module variables. Symbol.for keys are
 * global across realms of the same page, so every copy of this module finds the first instance.
 */
export function pageSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`@iprism/shared/realtime:${name}`);
  const registry = globalThis as unknown as Record<symbol, T | undefined>;
  const existing = registry[key];
  if (existing !== undefined) return existing;
  const created = create();
  registry[key] = created;
  return created;
}
