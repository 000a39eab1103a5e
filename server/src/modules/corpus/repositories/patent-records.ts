import type { CorpusCitation } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';

/** @table patents */
export interface PatentRow {
  publication_number: string;
  country: string;
  doc_number: string;
  kind: string;
  title: string;
  abstract: string;
  claims: string;
  publication_date: string | null;
  filing_date: string | null;
  priority_date: string | null;
  cpc: string[];
  applicants: string[];
  inventors: string[];
  citations: CorpusCitation[];
  family_keys: string[];
}

const ROW = `publication_number, country, doc_number, kind, title, abstract, claims,
  to_char(publication_date, 'YYYY-MM-DD') AS publication_date, to_char(filing_date, 'YYYY-MM-DD') AS filing_date,
  to_char(priority_date, 'YYYY-MM-DD') AS priority_date, cpc, applicants, inventors, citations, family_keys`;

/** Grants before applications when a number is given without its kind (US 11147202 is the B2, not an A1). */
const KIND_RANK = `CASE WHEN kind LIKE 'B%' OR kind LIKE 'E%' OR kind IN ('S', 'P2', 'P3') THEN 0 WHEN kind = '' THEN 1 ELSE 2 END`;

/**
 * The corpus records of publications by (country, number), the exact kind first when one is given, else
 * the granted document. One row per asked number at most; numbers the corpus lacks are absent.
 */
export async function findPatentRows(db: Queryable, wanted: readonly { country: string; number: string; kind: string }[]): Promise<Map<string, PatentRow>> {
  const out = new Map<string, PatentRow>();
  if (wanted.length === 0) return out;
  const { rows } = await db.query<PatentRow>(
    `SELECT ${ROW} FROM patents p
      WHERE (p.country, p.doc_number) IN (SELECT * FROM unnest($1::text[], $2::text[]))
      ORDER BY ${KIND_RANK}, publication_number`,
    [wanted.map((w) => w.country), wanted.map((w) => w.number)],
  );
  for (const w of wanted) {
    const same = rows.filter((r) => r.country === w.country && r.doc_number === w.number);
    const row = same.find((r) => r.kind === w.kind) ?? same[0];
    if (row) out.set(`${w.country}${w.number}${w.kind}`, row);
  }
  return out;
}

/** @table patents */
export interface CitingRow {
  publication_number: string;
  title: string;
  publication_date: string | null;
  citations: CorpusCitation[];
}

/** Corpus documents whose citations name (country, number), any kind: the forward citations. */
export async function findCitingDocuments(db: Queryable, country: string, number: string, limit = 500): Promise<CitingRow[]> {
  const { rows } = await db.query<CitingRow>(
    `SELECT publication_number, title, to_char(publication_date, 'YYYY-MM-DD') AS publication_date, citations
       FROM patents WHERE citations @> $1::jsonb ORDER BY publication_date DESC NULLS LAST, publication_number LIMIT $2`,
    [JSON.stringify([{ country, number }]), limit],
  );
  return rows;
}

/** How many corpus documents cite each (country, number), keyed "US11147202". */
export async function countCitingDocuments(db: Queryable, cited: readonly { country: string; number: string }[]): Promise<Map<string, number>> {
  if (cited.length === 0) return new Map();
  const { rows } = await db.query<{ country: string; doc_number: string; n: number | string }>(
    `SELECT c.country, c.doc_number, count(p.publication_number) AS n
       FROM (SELECT DISTINCT * FROM unnest($1::text[], $2::text[]) AS c(country, doc_number)) c
       LEFT JOIN patents p ON p.citations @> jsonb_build_array(jsonb_build_object('country', c.country, 'number', c.doc_number))
      GROUP BY c.country, c.doc_number`,
    [cited.map((c) => c.country), cited.map((c) => c.number)],
  );
  return new Map(rows.map((r) => [`${r.country}${r.doc_number}`, Number(r.n)]));
}

/** Titles and dates of the corpus documents among `keys` ("US11147202": country + number, any kind). */
export async function findTitles(db: Queryable, keys: readonly { country: string; number: string }[]): Promise<Map<string, { publicationNumber: string; title: string }>> {
  const out = new Map<string, { publicationNumber: string; title: string }>();
  if (keys.length === 0) return out;
  const { rows } = await db.query<{ publication_number: string; country: string; doc_number: string; title: string }>(
    `SELECT publication_number, country, doc_number, title FROM patents
      WHERE (country, doc_number) IN (SELECT * FROM unnest($1::text[], $2::text[])) ORDER BY ${KIND_RANK}`,
    [keys.map((k) => k.country), keys.map((k) => k.number)],
  );
  for (const r of rows) if (!out.has(`${r.country}${r.doc_number}`)) out.set(`${r.country}${r.doc_number}`, { publicationNumber: r.publication_number, title: r.title });
  return out;
}

/** CPC titles from the scheme, for the symbols it holds (main groups and above). */
export async function cpcTitles(db: Queryable, symbols: readonly string[]): Promise<Map<string, string>> {
  if (symbols.length === 0) return new Map();
  const { rows } = await db.query<{ symbol: string; title: string }>(`SELECT symbol, title FROM cpc_scheme WHERE symbol = ANY($1::text[])`, [[...symbols]]);
  return new Map(rows.map((r) => [r.symbol, r.title]));
}

/** The other corpus documents sharing a family key with this one. */
export async function findFamily(db: Queryable, publicationNumber: string, keys: readonly string[]): Promise<{ publicationNumber: string; title: string }[]> {
  if (keys.length === 0) return [];
  const { rows } = await db.query<{ publication_number: string; title: string }>(
    `SELECT publication_number, title FROM patents WHERE family_keys && $1::text[] AND publication_number <> $2 ORDER BY publication_number LIMIT 200`,
    [[...keys], publicationNumber],
  );
  return rows.map((r) => ({ publicationNumber: r.publication_number, title: r.title }));
}

/** The corpus records of these publication numbers (abstracts left out). */
export async function findPatentRowsByNumber(db: Queryable, publicationNumbers: readonly string[]): Promise<PatentRow[]> {
  const { rows } = await db.query<PatentRow>(
    `SELECT publication_number, country, doc_number, kind, title, '' AS abstract, claims,
            to_char(publication_date, 'YYYY-MM-DD') AS publication_date, to_char(filing_date, 'YYYY-MM-DD') AS filing_date,
            to_char(priority_date, 'YYYY-MM-DD') AS priority_date, cpc, applicants, inventors, citations, family_keys
       FROM patents WHERE publication_number = ANY($1::text[])`,
    [publicationNumbers],
  );
  return rows;
}

/** Per publication, how many corpus documents share one of its family keys (itself included). */
export async function countFamilyMembers(db: Queryable, publicationNumbers: readonly string[]): Promise<{ publication_number: string; n: string | number }[]> {
  const { rows } = await db.query<{ publication_number: string; n: string | number }>(
    `SELECT a.publication_number, count(b.publication_number) AS n
       FROM patents a JOIN patents b ON b.family_keys && a.family_keys
      WHERE a.publication_number = ANY($1::text[]) GROUP BY a.publication_number`,
    [publicationNumbers],
  );
  return rows;
}

/** @table patents */
export interface CitedPatentRow {
  publication_number: string;
  country: string;
  doc_number: string;
  kind: string;
  title: string;
  abstract: string;
  claims: string;
  cpc: string[];
}

/** The corpus documents of these (country, number) pairs, any kind; claims cut to their first 20,000 characters. */
export async function findPatentsByNumber(db: Queryable, cited: readonly { country: string; number: string }[]): Promise<CitedPatentRow[]> {
  const { rows } = await db.query<CitedPatentRow>(
    // Matching on (country, doc_number) alone finds every kind and uses patents_country_number_idx.
    `SELECT p.publication_number, p.country, p.doc_number, p.kind, p.title, p.abstract, left(p.claims, 20000) AS claims, p.cpc
       FROM patents p JOIN (SELECT DISTINCT * FROM unnest($1::text[], $2::text[]) AS c(country, doc_number)) c
         ON p.country = c.country AND p.doc_number = c.doc_number`,
    [cited.map((c) => c.country), cited.map((c) => c.number)],
  );
  return rows;
}
