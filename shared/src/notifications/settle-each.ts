/**
 * Runs `call` for every id, at most `concurrency` at a time, and resolves the ids whose call failed.
 * Never rejects: each failure is the caller's to roll back on its own (SPEC §4 mark-all-viewed).
 */
export async function settleEach(ids: readonly string[], call: (id: string) => Promise<unknown>, concurrency: number): Promise<string[]> {
  const failed = new Set<string>();
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++] as string;
      try {
        await call(id);
      } catch {
        failed.add(id);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, ids.length)) }, worker));
  // In the order given, whatever order the calls finished in.
  return ids.filter((id) => failed.has(id));
}
