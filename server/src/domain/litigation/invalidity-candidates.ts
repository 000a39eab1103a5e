import type { ChartCell, ChartedClaim } from '@iprism/shared/contracts';

/** An element counts as disclosed by a passage scoring at least this (share of its terms found). */
export const DEFAULT_COVERED_SCORE = 0.6;
/** Pairs kept in the answer, best first. */
export const MAX_OBVIOUSNESS_PAIRS = 20;

export interface ReferenceScores {
  number: string;
  chart: readonly ChartCell[];
}

export interface RankedReference {
  number: string;
  /** Share of all charted elements covered. */
  coverage: number;
  /** Mean best score over all charted elements (ties in coverage go to the higher). */
  meanScore: number;
  /** Per claim: share of its elements covered. */
  byClaim: { claim: number; coverage: number }[];
}

export interface ClaimCandidates {
  claim: number;
  anticipation: string[];
  obviousness: [string, string][];
}

export interface InvalidityCandidates {
  references: RankedReference[];
  anticipation: string[];
  obviousness: [string, string][];
  byClaim: ClaimCandidates[];
}

const round = (x: number): number => Math.round(x * 1000) / 1000;

/**
 * Coverage of each reference and the candidates an invalidity search proposes: a reference whose passages
 * reach `threshold` on every element of a claim anticipates it (35 U.S.C. 102 candidates); two references
 * that, neither alone, reach it on every element together are an obviousness combination (103
 * candidates), ranked by the mean of the better score per element, then by the base reference's coverage.
 * Elements a reference's chart lacks score 0. Every order is total (ties go to the publication number),
 * so the same input always gives the same answer.
 */
export function invalidityCandidates(claims: readonly ChartedClaim[], references: readonly ReferenceScores[], threshold = DEFAULT_COVERED_SCORE): InvalidityCandidates {
  const scores = new Map(references.map((r) => [r.number, new Map(r.chart.map((c) => [c.elementId, c.score]))]));
  const score = (ref: string, elementId: string): number => scores.get(ref)?.get(elementId) ?? 0;
  const allElements = claims.flatMap((c) => c.elements.map((e) => e.id));
  const ranked = references
    .map((r): RankedReference => {
      const covered = allElements.filter((id) => score(r.number, id) >= threshold).length;
      return {
        number: r.number,
        coverage: allElements.length ? round(covered / allElements.length) : 0,
        meanScore: allElements.length ? round(allElements.reduce((sum, id) => sum + score(r.number, id), 0) / allElements.length) : 0,
        byClaim: claims.map((c) => ({ claim: c.number, coverage: c.elements.length ? round(c.elements.filter((e) => score(r.number, e.id) >= threshold).length / c.elements.length) : 0 })),
      };
    })
    .sort((a, b) => b.coverage - a.coverage || b.meanScore - a.meanScore || a.number.localeCompare(b.number));
  const rank = new Map(ranked.map((r, i) => [r.number, i]));
  const byClaim = claims
    .filter((c) => c.elements.length > 0)
    .map((claim): ClaimCandidates & { pairScores: Map<string, number> } => {
      const ids = claim.elements.map((e) => e.id);
      const covers = (refs: string[]): boolean => ids.every((id) => Math.max(...refs.map((r) => score(r, id))) >= threshold);
      const anticipation = ranked.map((r) => r.number).filter((n) => covers([n]));
      const pairScores = new Map<string, number>();
      const pairs: { pair: [string, string]; combined: number }[] = [];
      const others = ranked.map((r) => r.number).filter((n) => !anticipation.includes(n));
      for (let i = 0; i < others.length; i += 1) {
        for (let j = i + 1; j < others.length; j += 1) {
          const pair: [string, string] = [others[i]!, others[j]!];
          if (!covers(pair)) continue;
          const combined = round(ids.reduce((sum, id) => sum + Math.max(score(pair[0], id), score(pair[1], id)), 0) / ids.length);
          pairs.push({ pair, combined });
          pairScores.set(pair.join('\u0000'), combined);
        }
      }
      pairs.sort((a, b) => b.combined - a.combined || rank.get(a.pair[0])! - rank.get(b.pair[0])! || rank.get(a.pair[1])! - rank.get(b.pair[1])!);
      return { claim: claim.number, anticipation, obviousness: pairs.slice(0, MAX_OBVIOUSNESS_PAIRS).map((p) => p.pair), pairScores };
    });
  const anticipation = ranked.map((r) => r.number).filter((n) => byClaim.some((c) => c.anticipation.includes(n)));
  const best = new Map<string, number>();
  for (const claim of byClaim) for (const [key, combined] of claim.pairScores) best.set(key, Math.max(best.get(key) ?? 0, combined));
  const obviousness = [...best]
    .map(([key, combined]) => ({ pair: key.split('\u0000') as [string, string], combined }))
    .sort((a, b) => b.combined - a.combined || rank.get(a.pair[0])! - rank.get(b.pair[0])! || rank.get(a.pair[1])! - rank.get(b.pair[1])!)
    .slice(0, MAX_OBVIOUSNESS_PAIRS)
    .map((p) => p.pair);
  return { references: ranked, anticipation, obviousness, byClaim: byClaim.map(({ claim, anticipation: a, obviousness: o }) => ({ claim, anticipation: a, obviousness: o })) };
}
