import type { CitationType, IdsCitation } from '@iprism/shared/contracts';
import { citedDocdb, isUsApplicationNumber } from '../corpus/parsing';
import { parseNpl } from './npl';

/** A citation as a reader finds it, before it is typed. */
export interface RawCitation {
  /** The form's table it stood in, when the source has tables. */
  section: 'us' | 'foreign' | 'npl' | null;
  citeNo: string | null;
  country: string | null;
  number: string | null;
  kind: string | null;
  date: string | null;
  name: string | null;
  citedBy: 'applicant' | 'examiner' | null;
  nplText: string | null;
}

export const emptyRaw = (section: RawCitation['section']): RawCitation => ({
  section,
  citeNo: null,
  country: null,
  number: null,
  kind: null,
  date: null,
  name: null,
  citedBy: null,
  nplText: null,
});

const blank = (s: string | null): string | null => {
  const t = s?.replace(/\s+/g, ' ').trim();
  return t ? t : null;
};

/** Types each raw citation (U.S. patent, U.S. publication, foreign, NPL) and gives it its ref c1, c2, ... */
export function buildCitations(raws: readonly RawCitation[]): IdsCitation[] {
  return raws.map((r, i) => {
    const nplText = blank(r.nplText);
    const common = { ref: `c${i + 1}`, citeNo: blank(r.citeNo), date: blank(r.date), name: blank(r.name), citedBy: r.citedBy };
    if (nplText || r.section === 'npl') {
      return { ...common, type: 'npl', country: null, number: null, kind: null, npl: parseNpl(nplText ?? '') };
    }
    const number = blank(r.number);
    const country = blank(r.country)?.toUpperCase() ?? (r.section === 'us' ? 'US' : null);
    const kind = blank(r.kind)?.toUpperCase() ?? null;
    return { ...common, type: patentType(r.section, country, number, kind), country, number, kind, npl: null };
  });
}

function patentType(section: RawCitation['section'], country: string | null, number: string | null, kind: string | null): CitationType {
  const parsed = number ? citedDocdb(country ?? (section === 'us' ? 'US' : null), number, kind) : null;
  const cc = parsed?.country ?? country ?? (section === 'us' ? 'US' : null);
  if (cc !== 'US') return cc === null && section === 'us' ? 'usPatent' : 'foreign';
  return parsed && isUsApplicationNumber(parsed) ? 'usApplication' : 'usPatent';
}
