import type { Claim, RelevanceCategory } from '@iprism/shared/contracts';
import { coverage as termCoverage, termSet } from '../analysis';
import { claimElements } from '../prior-art';

/** An element counts as disclosed when the reference uses this share of its content terms. */
export const ELEMENT_DISCLOSED = 0.6;
/** X: one reference discloses at least this share of an independent claim's elements. */
export const X_COVERAGE = 0.8;
/** Y: a substantial part, to be combined with other art. */
export const Y_COVERAGE = 0.4;

export interface Relevance {
  category: RelevanceCategory;
  /** Share of the closest claim's elements the reference discloses. */
  coverage: number;
  closestClaim: number | null;
}

/**
 * Search-report relevance of one reference to the application's claims. Each claim is split into its
 * elements (see claimElements: preamble, then each limitation); an element is disclosed
 * when the reference's claims, abstract and title use at least ELEMENT_DISCLOSED of its content terms.
 * The closest claim is the one with the largest share of disclosed elements. The category follows the
 * independent claims, as in a search report: X when the reference alone discloses X_COVERAGE of an
 * independent claim's elements, Y when it discloses Y_COVERAGE (relevant combined with other art), A
 * (background) otherwise.
 */
export function relevanceToClaims(claims: readonly Pick<Claim, 'number' | 'text' | 'independent'>[], referenceText: string): Relevance {
  const reference = termSet(referenceText);
  let closest: { claim: number; coverage: number } | null = null;
  let bestIndependent = 0;
  for (const claim of claims) {
    const coverage = claimCoverage(claim.text, reference);
    if (!closest || coverage > closest.coverage) closest = { claim: claim.number, coverage };
    if (claim.independent) bestIndependent = Math.max(bestIndependent, coverage);
  }
  const category: RelevanceCategory = bestIndependent >= X_COVERAGE ? 'X' : bestIndependent >= Y_COVERAGE ? 'Y' : 'A';
  return { category, coverage: round(closest?.coverage ?? 0), closestClaim: closest?.claim ?? null };
}

/** Share of the claim's elements whose terms the reference uses. */
export function claimCoverage(claimText: string, reference: ReadonlySet<string>): number {
  const elements = claimElements(claimText).map(termSet).filter((t) => t.size > 0);
  if (elements.length === 0) return 0;
  return elements.filter((terms) => termCoverage(terms, reference) >= ELEMENT_DISCLOSED).length / elements.length;
}

const round = (n: number): number => Math.round(n * 1000) / 1000;
