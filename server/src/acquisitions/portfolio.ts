import type { PortfolioDetail } from '@iprism/shared/contracts';
import type { Queryable } from '../db/db';
import { setPortfolioEntryNumber, type PortfolioEntry, type PortfolioRecord } from '../db/repositories/acquisition-portfolios';
import { countCitingDocuments, findPatentRows, type PatentRow } from '../db/repositories/patent-records';
import { portfolioRow } from '../domain/acquisitions/portfolio-row';
import { parsePatentNumber } from '../scout/patent-record';

/** Each number as given, resolved to the corpus publication it names (null when the corpus lacks it). */
export async function resolveNumbers(db: Queryable, numbers: readonly string[]): Promise<{ given: string; publicationNumber: string | null }[]> {
  const parsed = numbers.map((given) => ({ given, parts: parsePatentNumber(given) }));
  const rows = await findPatentRows(db, parsed.flatMap((p) => (p.parts ? [p.parts] : [])));
  return parsed.map(({ given, parts }) => ({ given, publicationNumber: parts ? (rows.get(`${parts.country}${parts.number}${parts.kind}`)?.publication_number ?? null) : null }));
}

/** Numbers missing at creation that the corpus has imported since join the portfolio (in place). */
export async function resolveMissing(db: Queryable, portfolio: PortfolioRecord & { entries: PortfolioEntry[] }): Promise<void> {
  const missing = portfolio.entries.filter((e) => e.publicationNumber === null);
  if (missing.length === 0) return;
  const resolved = await resolveNumbers(db, missing.map((e) => e.given));
  for (const [i, entry] of missing.entries()) {
    const publicationNumber = resolved[i]?.publicationNumber;
    if (!publicationNumber) continue;
    await setPortfolioEntryNumber(db, portfolio.id, entry.position, publicationNumber);
    entry.publicationNumber = publicationNumber;
  }
}

/** A portfolio's table: every found patent evaluated on `asOf`, in the order given; the rest as missing. */
export async function portfolioDetail(db: Queryable, portfolio: PortfolioRecord & { entries: PortfolioEntry[] }, asOf: string): Promise<PortfolioDetail> {
  const found = portfolio.entries.filter((e): e is PortfolioEntry & { publicationNumber: string } => e.publicationNumber !== null);
  const { rows } = await db.query<PatentRow>(
    `SELECT publication_number, country, doc_number, kind, title, '' AS abstract, claims,
            to_char(publication_date, 'YYYY-MM-DD') AS publication_date, to_char(filing_date, 'YYYY-MM-DD') AS filing_date,
            to_char(priority_date, 'YYYY-MM-DD') AS priority_date, cpc, applicants, inventors, citations, family_keys
       FROM patents WHERE publication_number = ANY($1::text[])`,
    [found.map((e) => e.publicationNumber)],
  );
  const byNumber = new Map(rows.map((r) => [r.publication_number, r]));
  const citing = await countCitingDocuments(db, rows.map((r) => ({ country: r.country, number: r.doc_number })));
  const families = await familySizes(db, rows);
  const seen = new Set<string>();
  const out = [];
  for (const e of found) {
    const r = byNumber.get(e.publicationNumber);
    if (!r || seen.has(e.publicationNumber)) continue;
    seen.add(e.publicationNumber);
    out.push(portfolioRow({
      publicationNumber: r.publication_number, country: r.country, number: r.doc_number, kind: r.kind, title: r.title, applicants: r.applicants,
      claims: r.claims, cpc: r.cpc, publicationDate: r.publication_date, filingDate: r.filing_date, priorityDate: r.priority_date,
      backwardCitations: r.citations.length, forwardCitations: citing.get(`${r.country}${r.doc_number}`) ?? 0,
      familySize: families.get(r.publication_number) ?? null, note: e.note,
    }, asOf));
  }
  return { id: portfolio.id, name: portfolio.name, createdAt: portfolio.createdAt, asOf, rows: out, missing: portfolio.entries.filter((e) => e.publicationNumber === null).map((e) => e.given) };
}

/** Family size (the document and the corpus documents sharing a family key), for records that have keys. */
async function familySizes(db: Queryable, rows: readonly PatentRow[]): Promise<Map<string, number>> {
  const withKeys = rows.filter((r) => r.family_keys.length > 0);
  if (withKeys.length === 0) return new Map();
  const { rows: counts } = await db.query<{ publication_number: string; n: string | number }>(
    `SELECT a.publication_number, count(b.publication_number) AS n
       FROM patents a JOIN patents b ON b.family_keys && a.family_keys
      WHERE a.publication_number = ANY($1::text[]) GROUP BY a.publication_number`,
    [withKeys.map((r) => r.publication_number)],
  );
  return new Map(counts.map((c) => [c.publication_number, Number(c.n)]));
}
