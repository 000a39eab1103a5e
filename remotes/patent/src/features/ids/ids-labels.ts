import type { CitationType, IdsCitation, IdsHeldCitation, IdsIssueSeverity, NormalisedCitation, RelevanceCategory } from '@iprism/shared/contracts/ids';

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

/** A citation as the IDS wrote it: its number with country and kind, or the literature's title (else its text). */
export function writtenCitation(c: IdsCitation): string {
  if (c.type === 'npl') return c.npl?.title ?? c.npl?.text ?? '';
  const country = c.country && !c.number?.toUpperCase().startsWith(c.country) ? c.country : null;
  return [country, c.number, c.kind].filter(Boolean).join(' ');
}

/** "1 citation", "2 citations". */

/** A validation message without the "Cite 3: " its citation is already named by. */
export const reasonText = (reason: string): string => reason.replace(/^Cite [^:]*: /, '');

export const heldSummary = (n: number): string =>
  n === 1 ? '1 citation is left out of the SB/08 PDF until it is corrected' : `${n} citations are left out of the SB/08 PDF until they are corrected`;

const trimEnd = (s: string, char: string): string => (s.endsWith(char) ? s.slice(0, -char.length) : s);

/** The confirmation that names the held citations before an SB/08 carries them as they are. */
export function includeHeldRequest(held: readonly IdsHeldCitation[]): { title: string; message: string } {
  const named = held.map((h) => `cite ${h.citeNo ?? h.ref} (${h.reasons.map((r) => trimEnd(reasonText(r), '.')).join('; ')})`);
  return {
    title: held.length === 1 ? 'Export the SB/08 with a citation that needs correction?' : `Export the SB/08 with ${held.length} citations that need correction?`,
    message: `The SB/08 will list ${named.join('; ')} as ${held.length === 1 ? 'it is' : 'they are'}. An examiner may not consider a citation that cannot be identified.`,
  };
}
