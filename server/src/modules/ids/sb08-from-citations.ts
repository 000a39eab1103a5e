import type { NormalisedCitation } from '@iprism/shared/contracts';
import { sb08Date } from './citation-date';
import type { Sb08Form, Sb08Header } from './sb08-form';

/** The normalised citations laid out for the SB/08 tables (U.S. number-kind as US-7123456-B2). */
export function sb08FromCitations(header: Sb08Header, citations: readonly NormalisedCitation[]): Sb08Form {
  // Each table in cite-number order, as the form is read (and as examiners initial it).
  const ordered = [...citations].sort((a, b) => citeOrder(a.citeNo) - citeOrder(b.citeNo));
  const patents = ordered.filter((c) => c.type !== 'npl');
  return {
    header,
    us: patents
      .filter((c) => c.type !== 'foreign')
      .map((c) => ({ citeNo: c.citeNo, documentNumber: ['US', c.number, c.kind].filter(Boolean).join('-'), date: sb08Date(c.date), name: c.name ?? '' })),
    foreign: patents
      .filter((c) => c.type === 'foreign')
      .map((c) => ({ citeNo: c.citeNo, documentNumber: c.number ?? '', country: c.country ?? '', kind: c.kind ?? '', date: sb08Date(c.date), name: c.name ?? '' })),
    npl: ordered.filter((c) => c.type === 'npl').map((c) => ({ citeNo: c.citeNo, text: c.npl?.text ?? '' })),
  };
}

/** Numeric cite numbers sort as numbers; any other label keeps its place after them. */
const citeOrder = (citeNo: string): number => (/^\d+$/.test(citeNo) ? Number(citeNo) : Number.MAX_SAFE_INTEGER);
