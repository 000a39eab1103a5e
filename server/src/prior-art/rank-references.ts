import type { PriorArtReference } from '@iprism/shared/contracts';
import { referenceRelevance, type ChartClaim } from './claim-chart';
import { cpcOverlap, fieldWeight, type ApplicationField } from './cpc-overlap';
import type { MergedReference } from './merge-references';
import type { ReferenceText } from './passages';

/**
 * The list as shown: each fused candidate scored by how much of an independent claim its own text
 * discloses, weighed by how close its CPC field is to the application's, and ordered by that score
 * (the fused rank breaks ties). A candidate whose own text discloses no element at all (a title-only
 * record) is left out: there is nothing in it to cite.
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
    .filter((r) => r.relevance > 0)
    .sort((a, b) => b.relevance - a.relevance || b.score - a.score)
    .map((r, i) => ({ ...r, rank: i + 1 }));
}
