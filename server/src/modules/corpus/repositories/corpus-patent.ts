import type { Queryable } from '../../../platform/db/db';

export interface CorpusPatent {
  publicationNumber: string;
  country: string;
  docNumber: string;
  title: string;
  claims: string;
  publicationDate: string | null;
  filingDate: string | null;
  priorityDate: string | null;
}

const day = (value: Date | string | null): string | null => (value === null ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

/**
 * One corpus patent by its publication number as stored, or by country and number (any kind code), the
 * newest publication first: "US 8,344,307 B2" and "US8344307" find the same grant.
 */
export async function findCorpusPatent(db: Queryable, exact: string, countryAndNumber: string | null): Promise<CorpusPatent | null> {
  const { rows } = await db.query<{
    publication_number: string;
    country: string;
    doc_number: string;
    title: string;
    claims: string;
    publication_date: Date | string | null;
    filing_date: Date | string | null;
    priority_date: Date | string | null;
  }>(
    `SELECT publication_number, country, doc_number, title, claims, publication_date, filing_date, priority_date
       FROM patents WHERE publication_number = $1 OR (country || doc_number) = $2
      ORDER BY (publication_number = $1) DESC, publication_date DESC NULLS LAST LIMIT 1`,
    [exact, countryAndNumber ?? exact],
  );
  const r = rows[0];
  return r
    ? {
        publicationNumber: r.publication_number,
        country: r.country,
        docNumber: r.doc_number,
        title: r.title,
        claims: r.claims,
        publicationDate: day(r.publication_date),
        filingDate: day(r.filing_date),
        priorityDate: day(r.priority_date),
      }
    : null;
}
