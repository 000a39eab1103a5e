import type { Queryable } from '../db';
import type { CpcSchemeRow } from '../../corpus/cpc-scheme';

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
