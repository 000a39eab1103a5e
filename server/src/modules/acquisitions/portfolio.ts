import type { PortfolioDetail } from '@iprism/shared/contracts';
import type { Queryable } from '../../platform/db/db';
import { setPortfolioEntryNumber, type PortfolioEntry, type PortfolioRecord } from './repositories/acquisition-portfolios';
import { countCitingDocuments, countFamilyMembers, findPatentRows, findPatentRowsByNumber, type PatentRow } from '../corpus';
import { portfolioRow } from '../../domain/acquisitions/portfolio-row';
import { parsePatentNumber } from '../scout';

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
  const rows = await findPatentRowsByNumber(db, found.map((e) => e.publicationNumber));
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
  const counts = await countFamilyMembers(db, withKeys.map((r) => r.publication_number));
  return new Map(counts.map((c) => [c.publication_number, Number(c.n)]));
}
