import type { ChartEdit, ChartedClaim, InvalidityReference } from '@iprism/shared/contracts';
import { DEFAULT_COVERED_SCORE } from './invalidity-candidates';

/** One line of a filed chart: the element, what the reference says and where, with the attorney's decision and note. */
export interface ChartRow {
  reference: string;
  claim: number;
  elementId: string;
  element: string;
  passage: string;
  location: string;
  score: number;
  covered: boolean;
  /** True when the attorney decided (covered, or the passage), not the score. */
  edited: boolean;
  note: string;
}

const key = (reference: string, elementId: string): string => `${reference}\u0000${elementId}`;

/**
 * The chart of each reference as rows, claim by claim and element by element, with the attorney's edits
 * laid over the computed cells: a replaced passage or location wins, a covered decision wins over the
 * score (an element counts as covered at the candidates' threshold otherwise), a note is carried along.
 * The last edit of a cell wins.
 */
export function chartRows(claims: readonly ChartedClaim[], references: readonly Pick<InvalidityReference, 'number' | 'chart'>[], edits: readonly ChartEdit[]): ChartRow[] {
  const byCell = new Map<string, ChartEdit>();
  for (const edit of edits) byCell.set(key(edit.reference, edit.elementId), { ...byCell.get(key(edit.reference, edit.elementId)), ...edit });
  return references.flatMap((reference) => {
    const cells = new Map(reference.chart.map((c) => [c.elementId, c]));
    return claims.flatMap((claim) =>
      claim.elements.map((element): ChartRow => {
        const cell = cells.get(element.id);
        const edit = byCell.get(key(reference.number, element.id));
        const score = cell?.score ?? 0;
        const passage = edit?.passage !== undefined && edit.passage !== null ? edit.passage : (cell?.passage ?? '');
        const location = edit?.location !== undefined && edit.location !== null ? edit.location : (cell?.location ?? '');
        const decided = edit?.covered !== undefined && edit.covered !== null;
        return {
          reference: reference.number,
          claim: claim.number,
          elementId: element.id,
          element: element.text,
          passage,
          location,
          score,
          covered: decided ? edit.covered === true : score >= DEFAULT_COVERED_SCORE,
          edited: decided || (edit?.passage ?? null) !== null || (edit?.location ?? null) !== null,
          note: edit?.note ?? '',
        };
      }),
    );
  });
}
