import type { Claim, ClassificationItem, IdsClassification, IdsIssue, NormalisedCitation } from '@iprism/shared/contracts';
import { relevanceToClaims } from './relevance';

/** The corpus record a citation was found as. */
export interface CorpusMatch {
  publicationNumber: string;
  title: string;
  abstract: string;
  claims: string;
  cpc: string[];
}

/**
 * idsClassification: for each citation found in the corpus its X/Y/A relevance to the claims, its closest
 * claim and its CPC codes; the rest marked notInCorpus (patents), npl, or unreadable (no number); and the
 * summary per application.
 */
export function classifyCitations(
  citations: readonly NormalisedCitation[],
  matches: ReadonlyMap<string, CorpusMatch>,
  claims: readonly Pick<Claim, 'number' | 'text' | 'independent'>[],
  issues: readonly IdsIssue[],
): IdsClassification {
  const items = citations.map((c): ClassificationItem => {
    const base = { ref: c.ref, publicationNumber: c.publicationNumber, matchedPublicationNumber: null, title: null, category: null, coverage: null, closestClaim: null, cpc: [] };
    if (c.type === 'npl') return { ...base, status: 'npl' };
    if (!c.publicationNumber) return { ...base, status: 'unreadable' };
    const match = matches.get(c.ref);
    if (!match) return { ...base, status: 'notInCorpus' };
    const found = { ...base, status: 'found' as const, matchedPublicationNumber: match.publicationNumber, title: match.title || null, cpc: match.cpc };
    if (claims.length === 0) return found;
    const r = relevanceToClaims(claims, `${match.title}\n${match.abstract}\n${match.claims}`);
    return { ...found, category: r.category, coverage: r.coverage, closestClaim: r.closestClaim };
  });
  const count = (f: (i: ClassificationItem) => boolean) => items.filter(f).length;
  const severity = (s: string) => issues.filter((i) => i.severity === s).length;
  return {
    items,
    summary: {
      total: items.length,
      found: count((i) => i.status === 'found'),
      notInCorpus: count((i) => i.status === 'notInCorpus'),
      npl: count((i) => i.status === 'npl'),
      unreadable: count((i) => i.status === 'unreadable'),
      X: count((i) => i.category === 'X'),
      Y: count((i) => i.category === 'Y'),
      A: count((i) => i.category === 'A'),
      issues: { error: severity('error'), warning: severity('warning'), info: severity('info') },
      claimsCompared: claims.length,
    },
  };
}
