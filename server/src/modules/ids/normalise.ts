import type { IdsCitation, NormalisedCitation } from '@iprism/shared/contracts';
import { citedDocdb } from '../corpus';
import { parseCitationDate } from './citation-date';

/**
 * Every citation to DOCDB form (country, number without padding or separators, kind) and an ISO date of
 * the precision given. A number that cannot be read keeps publicationNumber null (validation says why).
 * Cite numbers missing from the source are given in order.
 */
export function normaliseCitations(citations: readonly IdsCitation[]): NormalisedCitation[] {
  return citations.map((c, i) => {
    const date = parseCitationDate(c.type === 'npl' ? (c.npl?.date ?? c.date) : c.date)?.iso ?? null;
    const base = { ref: c.ref, type: c.type, citeNo: c.citeNo ?? String(i + 1), date, name: c.name, npl: c.npl };
    if (c.type === 'npl') return { ...base, publicationNumber: null, country: null, number: null, kind: null };
    const d = c.number ? citedDocdb(c.country, c.number, c.kind) : null;
    if (!d) return { ...base, publicationNumber: null, country: c.country, number: c.number, kind: c.kind };
    return { ...base, publicationNumber: d.publicationNumber, country: d.country, number: d.number, kind: d.kind || null };
  });
}
