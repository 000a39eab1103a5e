import type { ChartCell, ChartedClaim } from '@iprism/shared/contracts';
import { termSet } from '../../analysis/text/terms';
import { bestPassage } from '../../prior-art/best-passage';
import { passagesOf, type ReferenceText } from '../../prior-art/passages';

/**
 * One reference's column of the chart: for each element its best passage and score, by the prior-art
 * chart's own passage scorer; the location is the part of the document the passage comes from (title,
 * abstract, claims, description), the finest the corpus text allows.
 */
export function chartReference(claims: readonly ChartedClaim[], reference: ReferenceText): ChartCell[] {
  const passages = passagesOf(reference);
  return claims.flatMap((claim) =>
    claim.elements.map((element) => {
      const match = bestPassage(termSet(element.text), passages);
      return { elementId: element.id, passage: match.passage, location: match.field, score: match.score };
    }),
  );
}
