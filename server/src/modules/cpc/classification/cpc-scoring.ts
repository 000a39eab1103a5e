import { subclassOf } from '../cpc-symbol';
import { calibratedScore, type CandidateSignals, type Calibration } from './model/calibration';

/**
 * CPC subclass prediction as plain arithmetic: nearest corpus documents vote for their subclasses,
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

/** The model's likeliest subclasses that become candidates beside those the neighbours and titles name. */
export const MODEL_CANDIDATES = 10;

/** Each signal as a share of its total (0..1); empty when it says nothing. */
export function shares(votes: ReadonlyMap<string, number>): Map<string, number> {
  const t = total(votes);
  return t > 0 ? new Map([...votes].map(([s, v]) => [s, v / t])) : new Map();
}

/**
 * The subclasses worth scoring and what each signal says about them: the model's first MODEL_CANDIDATES and
 * every subclass a neighbour or a title names.
 */
export function candidateSignals(
  model: ReadonlyMap<string, number>,
  neighbours: ReadonlyMap<string, number>,
  titles: ReadonlyMap<string, number>,
): { symbol: string; signals: CandidateSignals }[] {
  const n = shares(neighbours);
  const t = shares(titles);
  const fromModel = [...model].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, MODEL_CANDIDATES).map(([s]) => s);
  return [...new Set([...fromModel, ...n.keys(), ...t.keys()])].map((symbol) => ({ symbol, signals: { model: model.get(symbol) ?? 0, neighbours: n.get(symbol) ?? 0, titles: t.get(symbol) ?? 0 } }));
}

/**
 * With a trained model: every candidate scored by the calibration from its three signals, so each score is
 * the probability that the subclass is one of the text's. Best first (ties by symbol).
 */
export function calibratedVotes(
  model: ReadonlyMap<string, number>,
  neighbours: ReadonlyMap<string, number>,
  titles: ReadonlyMap<string, number>,
  calibration: Calibration,
): SubclassScore[] {
  return candidateSignals(model, neighbours, titles)
    .map(({ symbol, signals }) => ({ symbol, score: calibratedScore(calibration, signals) }))
    .sort((a, b) => b.score - a.score || a.symbol.localeCompare(b.symbol));
}
