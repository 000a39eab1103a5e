import type { ChartCell, ChartedClaim } from '@iprism/shared/contracts';
import { termSet } from '../../modules/analysis';
import { bestPassage, passagesOf, type ReferenceText } from '../../modules/prior-art';
import { pinpointOf } from './pinpoint';

/**
 * One reference's column of the chart: for each element its best passage and score, by the prior-art
 * chart's own passage scorer; the location is the pinpoint cite of the passage, the finest the corpus
 * text allows (claim number, paragraph number, else the part of the document).
 */
export function chartReference(claims: readonly ChartedClaim[], reference: ReferenceText): ChartCell[] {
  const passages = passagesOf(reference);
  return claims.flatMap((claim) =>
    claim.elements.map((element) => {
      const match = bestPassage(termSet(element.text), passages);
      const location = match.field && match.passage !== null ? pinpointOf(match.field, reference[match.field], match.passage) : null;
      return { elementId: element.id, passage: match.passage, location, score: match.score };
    }),
  );
}
