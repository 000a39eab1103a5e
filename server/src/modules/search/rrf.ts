/** Reciprocal rank fusion (Cormack et al., 2009): k = 60 damps the weight of the very first ranks. */
export const RRF_K = 60;

export interface Fused {
  id: string;
  score: number;
}

/**
 * Merges rankings (best first) into one: each list adds 1 / (k + rank) to a document, rank 1-based.
 * Ties keep the order of first appearance, so fusing one list returns it unchanged.
 */
export function reciprocalRankFusion(rankings: readonly (readonly string[])[], k = RRF_K): Fused[] {
  const scores = new Map<string, { score: number; order: number }>();
  let order = 0;
  for (const ranking of rankings) {
    ranking.forEach((id, i) => {
      const entry = scores.get(id) ?? { score: 0, order: order++ };
      entry.score += 1 / (k + i + 1);
      scores.set(id, entry);
    });
  }
  return [...scores.entries()].sort(([, a], [, b]) => b.score - a.score || a.order - b.order).map(([id, { score }]) => ({ id, score }));
}
