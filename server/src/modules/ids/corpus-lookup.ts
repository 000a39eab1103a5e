import type { NormalisedCitation } from '@iprism/shared/contracts';
import type { Queryable } from '../../platform/db/db';
import { findPatentsByNumber } from '../corpus';
import type { CorpusMatch } from './classify-citations';

/**
 * The corpus records of the cited patents, by citation ref: the exact publication number first, else the
 * same country and number under another kind (a B2 cited where the corpus holds the A1, or no kind given).
 */
export async function findCitedInCorpus(db: Queryable, citations: readonly NormalisedCitation[]): Promise<Map<string, CorpusMatch>> {
  const cited = citations.filter((c) => c.publicationNumber && c.country && c.number);
  const out = new Map<string, CorpusMatch>();
  if (cited.length === 0) return out;
  const rows = await findPatentsByNumber(db, cited.map((c) => ({ country: c.country!, number: c.number! })));
  for (const c of cited) {
    const row = rows.find((r) => r.publication_number === c.publicationNumber) ?? rows.find((r) => r.country === c.country && r.doc_number === c.number);
    if (row) out.set(c.ref, { publicationNumber: row.publication_number, title: row.title, abstract: row.abstract, claims: row.claims, cpc: row.cpc });
  }
  return out;
}
