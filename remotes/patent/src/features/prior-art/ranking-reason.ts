import type { HitRanking, SearchMode } from '@iprism/shared/contracts/patents';

/**
 * Why a search result ranks where it does, in words: its place among the documents matching the query's terms
 * (which the snippet marks) and how close it is by meaning. Null when the search said nothing about it. Only a
 * fused search compared both sides, so only there is a missing side worth saying.
 */
export function rankingReason(ranking: HitRanking | undefined, mode: SearchMode): string | null {
  if (!ranking) return null;
  const parts: string[] = [];
  if (ranking.fullTextRank !== null) parts.push(`#${ranking.fullTextRank.toLocaleString('en-US')} by your terms`);
  if (ranking.similarity !== null) parts.push(`${Math.round(Math.max(0, ranking.similarity) * 100)} % similar in meaning`);
  if (parts.length === 0) return null;
  if (mode === 'fused' && ranking.fullTextRank === null) parts.push('none of your terms');
  if (mode === 'fused' && ranking.similarity === null) parts.push('not among the closest in meaning');
  return parts.join(' · ');
}
