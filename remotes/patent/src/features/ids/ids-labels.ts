import type { CitationType, IdsIssueSeverity, NormalisedCitation, RelevanceCategory } from '@iprism/shared/contracts';

export const CITATION_TYPE_LABELS: Record<CitationType, string> = {
  usPatent: 'U.S. patent',
  usApplication: 'U.S. publication',
  foreign: 'Foreign',
  npl: 'Non-patent literature',
};

export const CATEGORY_LABELS: Record<RelevanceCategory, string> = {
  X: 'X: relevant alone',
  Y: 'Y: relevant in combination',
  A: 'A: background',
};

export const CATEGORY_COLOURS: Record<RelevanceCategory, 'error' | 'warning' | 'default'> = { X: 'error', Y: 'warning', A: 'default' };

export const SEVERITY_LABELS: Record<IdsIssueSeverity, string> = { error: 'Error', warning: 'Warning', info: 'Note' };

export const SEVERITY_ORDER: Record<IdsIssueSeverity, number> = { error: 0, warning: 1, info: 2 };

/** How a citation reads in the table: its DOCDB number, or the literature's title (else its text). */
export function citationLabel(c: NormalisedCitation): string {
  if (c.type === 'npl') return c.npl?.title ?? c.npl?.text ?? '';
  return c.publicationNumber ?? [c.country, c.number, c.kind].filter(Boolean).join(' ');
}
