import type { Queryable } from '../../../platform/db/db';
import type { CpcSchemeRow } from '../../corpus';

/** Replaces the stored scheme row by row (upsert), in batches; returns the number of symbols written. */
export async function upsertCpcScheme(db: Queryable, rows: CpcSchemeRow[], batchSize = 1000): Promise<number> {
  for (let i = 0; i < rows.length; i += batchSize) {
    const batch = rows.slice(i, i + batchSize);
    await db.query(
      `INSERT INTO cpc_scheme (symbol, kind, level, parent, title, sort_key)
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::int[])
       ON CONFLICT (symbol) DO UPDATE SET kind = EXCLUDED.kind, level = EXCLUDED.level, parent = EXCLUDED.parent, title = EXCLUDED.title, sort_key = EXCLUDED.sort_key`,
      [batch.map((r) => r.symbol), batch.map((r) => r.kind), batch.map((r) => r.level), batch.map((r) => r.parent), batch.map((r) => r.title), batch.map((r) => r.sortKey)],
    );
  }
  return rows.length;
}

/** Subclasses and groups whose title matches the text search `tsquery`, best first. */
export async function matchSchemeTitles(db: Queryable, tsquery: string, limit: number): Promise<{ symbol: string; rank: number }[]> {
  const { rows } = await db.query<{ symbol: string; rank: number }>(
    `SELECT symbol, ts_rank(to_tsvector('english', title), q)::float8 AS rank
       FROM cpc_scheme, to_tsquery('english', $1) q
      WHERE kind IN ('subclass', 'group') AND to_tsvector('english', title) @@ q
      ORDER BY rank DESC, symbol
      LIMIT $2`,
    [tsquery, limit],
  );
  return rows;
}

/** The scheme titles of these symbols (those the scheme holds). */
export async function schemeTitles(db: Queryable, symbols: readonly string[]): Promise<Map<string, string>> {
  if (symbols.length === 0) return new Map();
  const { rows } = await db.query<{ symbol: string; title: string }>('SELECT symbol, title FROM cpc_scheme WHERE symbol = ANY($1)', [symbols]);
  return new Map(rows.map((r) => [r.symbol, r.title]));
}
