import type { ChartCell, ChartEdit } from '@iprism/shared/contracts/litigation';

/** The covered threshold of the server's candidates: an element scoring this or more counts as disclosed. */
export const COVERED_SCORE = 0.6;

export type EditPatch = Partial<Pick<ChartEdit, 'passage' | 'location' | 'covered' | 'note'>>;

/** The edits with one cell's edit changed by `patch`; a cell left with nothing edited drops out of the list. */
export function upsertEdit(edits: readonly ChartEdit[], reference: string, elementId: string, patch: EditPatch): ChartEdit[] {
  const current = edits.find((e) => e.reference === reference && e.elementId === elementId) ?? { reference, elementId };
  const next: ChartEdit = { ...current, ...patch };
  const empty = (next.passage ?? null) === null && (next.location ?? null) === null && (next.covered ?? null) === null && !next.note;
  const others = edits.filter((e) => !(e.reference === reference && e.elementId === elementId));
  return empty ? others : [...others, next];
}

export interface ShownCell {
  passage: string | null;
  location: string | null;
  score: number;
  covered: boolean;
  decided: boolean;
  note: string;
}

/** What a cell shows: the attorney's passage, location and decision over the computed ones. */
export function shownCell(cell: ChartCell | undefined, edit: ChartEdit | undefined): ShownCell {
  const score = cell?.score ?? 0;
  const decided = edit?.covered !== undefined && edit.covered !== null;
  return {
    passage: edit?.passage ?? cell?.passage ?? null,
    location: edit?.location ?? cell?.location ?? null,
    score,
    covered: decided ? edit.covered === true : score >= COVERED_SCORE,
    decided,
    note: edit?.note ?? '',
  };
}
