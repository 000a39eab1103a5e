import { MIN_RELEVANCE, type PriorArtReference } from '@iprism/shared/contracts';
import { referenceRelevance, type ChartClaim } from './claim-chart';
import { cpcOverlap, fieldWeight, type ApplicationField } from './cpc-overlap';
import type { MergedReference } from './merge-references';
import type { ReferenceText } from './passages';

/**
 * The list as shown: each fused candidate scored by how much of an independent claim its own text
 * discloses, weighed by how close its CPC field is to the application's, and ordered by that score
 * (the fused rank breaks ties). A candidate below MIN_RELEVANCE is left out: a title-only record discloses
 * nothing to cite, and a keyword match from another field that covers a claim only in part is noise an
 * examiner would not cite either; a short list of citable documents is worth more than a padded one.
 */
export function rankReferences(merged: readonly MergedReference[], texts: readonly ReferenceText[], claims: readonly ChartClaim[], field: ApplicationField): PriorArtReference[] {
  const textOf = new Map(texts.map((t) => [t.publicationNumber, t]));
  return merged
    .map((m) => {
      const text = textOf.get(m.hit.publicationNumber);
      const overlap = cpcOverlap(field, m.hit.cpc);
      const coverage = text ? referenceRelevance(claims, text) : 0;
      return {
        rank: 0,
        publicationNumber: m.hit.publicationNumber,
        title: m.hit.title,
        score: m.score,
        relevance: Math.round(coverage * fieldWeight(field, overlap) * 1000) / 1000,
        field: overlap,
        snippet: m.hit.snippet,
        publicationDate: m.hit.publicationDate,
        filingDate: m.hit.filingDate,
        priorityDate: m.hit.priorityDate,
        cpc: m.hit.cpc,
        foundBy: m.foundBy,
      };
    })
    .filter((r) => r.relevance >= MIN_RELEVANCE)
    .sort((a, b) => b.relevance - a.relevance || b.score - a.score)
    .map((r, i) => ({ ...r, rank: i + 1 }));
}
