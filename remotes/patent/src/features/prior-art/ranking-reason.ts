import type { HitRanking, SearchMode } from '@iprism/shared/contracts/patents';

/**
 * Why a search result ranks where it does, in words: its place among the documents matching the query's terms
 * (which the snippet marks) and how close it is by meaning. Null when the search said nothing about it.
 */
export function rankingReason(ranking: HitRanking | undefined, mode: SearchMode): string | null {
  if (!ranking) return null;
  const parts: string[] = [];
  if (ranking.fullTextRank !== null) parts.push(`#${ranking.fullTextRank.toLocaleString('en-US')} by your terms`);
  if (ranking.similarity !== null) parts.push(`${Math.round(Math.max(0, ranking.similarity) * 100)} % similar in meaning`);
  if (parts.length === 0) return null;
  // The meaning side lists the closest hundred, so a fused result without a similarity is not among them; the
  // full-text side is read only as deep as the page needs, so a missing rank says nothing about the terms.
  if (mode === 'fused' && ranking.similarity === null) parts.push('not among the closest in meaning');
  return parts.join(' · ');
}
