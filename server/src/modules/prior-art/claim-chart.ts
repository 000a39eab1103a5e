import type { ClaimChart } from '@iprism/shared/contracts';
import { termSet } from '../analysis';
import { bestPassage } from './best-passage';
import { claimElements } from './claim-elements';
import { passagesOf, type ReferenceText } from './passages';

export interface ChartClaim {
  number: number;
  text: string;
}

/** For each claim element, the best passage of each reference (the columns of an attorney's chart). */
export function buildClaimChart(claim: ChartClaim, references: readonly ReferenceText[]): ClaimChart {
  const passages = references.map((r) => passagesOf(r));
  return {
    claimNumber: claim.number,
    references: references.map((r) => r.publicationNumber),
    elements: claimElements(claim.text).map((text, i) => {
      const terms = termSet(text);
      return { index: i + 1, text, matches: references.map((r, j) => ({ publicationNumber: r.publicationNumber, ...bestPassage(terms, passages[j]!) })) };
    }),
  };
}

/**
 * How much of the best-covered claim one reference discloses: for each claim, the mean over its elements
 * of the best passage's coverage; the highest claim wins. 0..1.
 */
export function referenceRelevance(claims: readonly ChartClaim[], reference: ReferenceText): number {
  const passages = passagesOf(reference);
  let best = 0;
  for (const claim of claims) {
    const elements = claimElements(claim.text);
    if (elements.length === 0) continue;
    const mean = elements.reduce((sum, e) => sum + bestPassage(termSet(e), passages).score, 0) / elements.length;
    best = Math.max(best, mean);
  }
  return Math.round(best * 1000) / 1000;
}
