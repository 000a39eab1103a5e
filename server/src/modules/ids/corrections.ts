import type { IdsCitation, IdsCitationCorrection } from '@iprism/shared/contracts';
import { citedDocdb } from '../corpus';
import { buildCitations, emptyRaw } from './build-citations';

/** A stored correction: the citation's new fields, or null when the user removed it from the IDS. */
export interface StoredCorrection {
  ref: string;
  citation: IdsCitationCorrection | null;
  correctedAt: string;
}

/**
 * The IDS as the user corrected it: the citations as read, each corrected one typed again from its new
 * fields (a patent may become literature and back), removed ones left out. Refs stay those of the upload.
 */
export function applyCorrections(read: readonly IdsCitation[], corrections: readonly StoredCorrection[]): IdsCitation[] {
  const byRef = new Map(corrections.map((c) => [c.ref, c]));
  return read.flatMap((c) => {
    const correction = byRef.get(c.ref);
    if (!correction) return [c];
    if (!correction.citation) return [];
    return [{ ...correctedCitation(correction.citation, c.ref), citedBy: c.citedBy }];
  });
}

/** One corrected citation, typed the way an uploaded one is. */
export function correctedCitation(input: IdsCitationCorrection, ref: string): IdsCitation {
  if (input.type === 'npl') return { ...buildCitations([{ ...emptyRaw('npl'), citeNo: input.citeNo, nplText: input.text }])[0]!, ref };
  // Without a country, a number that does not name its own is a U.S. one, as in the SB/08's U.S. table.
  const section = input.country ? (input.country === 'US' ? 'us' : 'foreign') : citedDocdb(null, input.number, null) ? null : 'us';
  const raw = { ...emptyRaw(section), citeNo: input.citeNo, country: input.country, number: input.number, kind: input.kind, date: input.date, name: input.name };
  return { ...buildCitations([raw])[0]!, ref };
}
