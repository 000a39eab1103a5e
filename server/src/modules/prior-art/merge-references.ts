import type { PatentHit } from '@iprism/shared/contracts';

export interface MergedReference {
  hit: PatentHit;
  score: number;
  foundBy: number[];
}

const RRF_K = 60;

/**
 * Fuses the result lists of the per-claim and abstract queries by reciprocal rank fusion, so a document
 * that several claims find rises above one that a single query ranks first. Ties keep first-seen order.
 */
export function mergeReferences(lists: readonly { source: number; hits: readonly PatentHit[] }[], limit: number): MergedReference[] {
  const merged = new Map<string, MergedReference & { bestRank: number }>();
  for (const { source, hits } of lists) {
    hits.forEach((hit, i) => {
      const entry = merged.get(hit.publicationNumber);
      const add = 1 / (RRF_K + i + 1);
      if (!entry) {
        merged.set(hit.publicationNumber, { hit, score: add, foundBy: [source], bestRank: i });
        return;
      }
      entry.score += add;
      if (!entry.foundBy.includes(source)) entry.foundBy.push(source);
      if (i < entry.bestRank) Object.assign(entry, { hit, bestRank: i });
    });
  }
  return [...merged.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ hit, score, foundBy }) => ({ hit, score: Math.round(score * 1e6) / 1e6, foundBy: foundBy.sort((a, b) => a - b) }));
}
