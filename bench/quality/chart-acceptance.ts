import type { ClaimChart } from '@iprism/shared/contracts';
import { coverage, termSet } from '../../server/src/modules/analysis';

/**
 * When a reader would accept a claim chart's passage for an element, written down as exact rules
 * (docs/benchmarks.md "Prior art on real grants", claim charts judged):
 * 1. the element is judged only when it has at least MIN_ELEMENT_TERMS distinct content terms (the
 *    product's own term reading: lower case, singular, claim boilerplate and stop words out); a bare
 *    "A device" discloses nothing to check;
 * 2. the passage contains at least half of the element's distinct content terms;
 * 3. at least MIN_SPECIFIC_SHARED of the shared terms are specific: found in at most COMMON_SHARE of the
 *    corpus's documents, so that "data", "signal" and "control" alone make no match.
 */
export const MIN_ELEMENT_TERMS = 2;
export const MIN_COVERAGE = 0.5;
export const MIN_SPECIFIC_SHARED = 2;
export const COMMON_SHARE = 0.1;

export type Verdict = 'not judged' | 'accepted' | 'rejected';

/** `documentShare(term)`: the share of the corpus's documents that contain the term (0..1). */
export function judgeMatch(element: string, match: { passage: string | null }, documentShare: (term: string) => number): Verdict {
  const terms = termSet(element);
  if (terms.size < MIN_ELEMENT_TERMS) return 'not judged';
  if (!match.passage) return 'rejected';
  const passage = termSet(match.passage);
  if (coverage(terms, passage) < MIN_COVERAGE) return 'rejected';
  const specific = [...terms].filter((t) => passage.has(t) && documentShare(t) <= COMMON_SHARE);
  return specific.length >= MIN_SPECIFIC_SHARED ? 'accepted' : 'rejected';
}

/** Document frequencies of the product's content terms over a corpus, as a share lookup for judgeMatch. */
export function documentShares(texts: readonly string[]): (term: string) => number {
  const df = new Map<string, number>();
  for (const text of texts) for (const t of termSet(text)) df.set(t, (df.get(t) ?? 0) + 1);
  return (term) => (df.get(term) ?? 0) / Math.max(1, texts.length);
}

export interface ChartTally {
  /** Element × reference cells judged, and those whose passage the rules accept. */
  judged: number;
  accepted: number;
  /** Cells of elements too short to judge. */
  notJudged: number;
}

export const emptyChartTally = (): ChartTally => ({ judged: 0, accepted: 0, notJudged: 0 });

/** Adds every cell of a chart (each element against each reference) to the tally. */
export function tallyChart(tally: ChartTally, chart: ClaimChart, documentShare: (term: string) => number): void {
  for (const element of chart.elements) {
    for (const match of element.matches) {
      const verdict = judgeMatch(element.text, match, documentShare);
      if (verdict === 'not judged') tally.notJudged++;
      else {
        tally.judged++;
        if (verdict === 'accepted') tally.accepted++;
      }
    }
  }
}
