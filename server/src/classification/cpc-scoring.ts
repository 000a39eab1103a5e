import { subclassOf } from '../cpc/cpc-symbol';

/**
 * CPC subclass prediction as plain arithmetic (issue 6): nearest corpus documents vote for their subclasses,
 * matching scheme titles add a second opinion, and the two become confidences that sum to at most 1.
 */

export interface Neighbour {
  /** 0-based position in the search results, best first. */
  rank: number;
  cpc: readonly string[];
}

export interface TitleMatch {
  /** A subclass or group symbol whose title matched the text. */
  symbol: string;
  /** The full-text rank of the match (> 0). */
  rank: number;
}

export interface SubclassScore {
  symbol: string;
  score: number;
}

/** How much each signal counts when both have something to say; a silent signal gives its share to the other. */
export const SIGNAL_WEIGHTS = { neighbours: 0.8, titles: 0.2 } as const;
export const PREDICTION_COUNT = 5;

/**
 * Each neighbour votes 1 / (rank + 1), shared equally among its distinct subclasses, so a document with
 * a long CPC list does not outvote a closer one with a short list.
 */
export function neighbourVotes(neighbours: readonly Neighbour[]): Map<string, number> {
  const votes = new Map<string, number>();
  for (const n of neighbours) {
    const subclasses = new Set(n.cpc.map(subclassOf).filter((s): s is string => s !== null));
    const share = 1 / (n.rank + 1) / Math.max(1, subclasses.size);
    for (const s of subclasses) votes.set(s, (votes.get(s) ?? 0) + share);
  }
  return votes;
}

/** Title matches summed per subclass (a subclass's own title and its groups' titles). */
export function titleVotes(matches: readonly TitleMatch[]): Map<string, number> {
  const votes = new Map<string, number>();
  for (const m of matches) {
    const s = subclassOf(m.symbol);
    if (s && m.rank > 0) votes.set(s, (votes.get(s) ?? 0) + m.rank);
  }
  return votes;
}

const total = (votes: ReadonlyMap<string, number>): number => [...votes.values()].reduce((a, b) => a + b, 0);

/**
 * Both signals as shares of their own total, weighted and added: confidences in 0..1 that sum to 1 over
 * all subclasses. Best first (ties by symbol), the first `limit`.
 */
export function combineVotes(neighbours: ReadonlyMap<string, number>, titles: ReadonlyMap<string, number>, limit = PREDICTION_COUNT): SubclassScore[] {
  const nTotal = total(neighbours);
  const tTotal = total(titles);
  const wN = nTotal > 0 ? SIGNAL_WEIGHTS.neighbours : 0;
  const wT = tTotal > 0 ? SIGNAL_WEIGHTS.titles : 0;
  if (wN + wT === 0) return [];
  const scores = new Map<string, number>();
  for (const [s, v] of neighbours) scores.set(s, (scores.get(s) ?? 0) + (wN * v) / nTotal);
  for (const [s, v] of titles) scores.set(s, (scores.get(s) ?? 0) + (wT * v) / tTotal);
  return [...scores]
    .map(([symbol, score]) => ({ symbol, score: Math.min(1, score / (wN + wT)) }))
    .sort((a, b) => b.score - a.score || a.symbol.localeCompare(b.symbol))
    .slice(0, limit);
}
