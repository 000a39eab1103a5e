/**
 * One instance per page, whatever the number of bundles. Federation shares `@iprism/shared` as a
 * singleton, but a misconfigured remote (or a second copy during a rolling deploy) would otherwise
 * open a second socket and keep a second progress record. Symbol.for keys are global across realms
 * of the same page, so every copy of this module finds the first instance.
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
