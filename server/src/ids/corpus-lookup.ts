import type { NormalisedCitation } from '@iprism/shared/contracts';
import type { Queryable } from '../db/db';
import type { CorpusMatch } from './classify-citations';

interface Row {
  publication_number: string;
  country: string;
  doc_number: string;
  kind: string;
  title: string;
  abstract: string;
  claims: string;
  cpc: string[];
}

/**
 * The corpus records of the cited patents, by citation ref: the exact publication number first, else the
 * same country and number under another kind (a B2 cited where the corpus holds the A1, or no kind given).
 */
export async function findCitedInCorpus(db: Queryable, citations: readonly NormalisedCitation[]): Promise<Map<string, CorpusMatch>> {
  const cited = citations.filter((c) => c.publicationNumber && c.country && c.number);
  const out = new Map<string, CorpusMatch>();
  if (cited.length === 0) return out;
  const { rows } = await db.query<Row>(
    // Matching on (country, doc_number) alone finds every kind and uses patents_country_number_idx.
    `SELECT p.publication_number, p.country, p.doc_number, p.kind, p.title, p.abstract, left(p.claims, 20000) AS claims, p.cpc
       FROM patents p JOIN (SELECT DISTINCT * FROM unnest($1::text[], $2::text[]) AS c(country, doc_number)) c
         ON p.country = c.country AND p.doc_number = c.doc_number`,
    [cited.map((c) => c.country!), cited.map((c) => c.number!)],
  );
  for (const c of cited) {
    const row = rows.find((r) => r.publication_number === c.publicationNumber) ?? rows.find((r) => r.country === c.country && r.doc_number === c.number);
    if (row) out.set(c.ref, { publicationNumber: row.publication_number, title: row.title, abstract: row.abstract, claims: row.claims, cpc: row.cpc });
  }
  return out;
}
