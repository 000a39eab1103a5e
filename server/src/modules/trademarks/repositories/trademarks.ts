import type { Queryable } from '../../../platform/db/db';
import type { RegisteredMark } from '../../../domain/trademark/mark-similarity';

export interface TrademarkRecord extends RegisteredMark {
  filingDate: string | null;
  source: string;
}

export interface RegisterStatus {
  total: number;
  demo: number;
  lastImportedAt: string | null;
}

/** Inserts or replaces marks by serial number, in batches; answers how many were written. */
export async function upsertTrademarks(db: Queryable, marks: readonly TrademarkRecord[], batchSize = 500): Promise<number> {
  for (let i = 0; i < marks.length; i += batchSize) {
    const batch = JSON.stringify(
      marks.slice(i, i + batchSize).map((m) => ({ serial_number: m.serialNumber, mark: m.mark, status: m.status, owner: m.owner, classes: m.classes, filing_date: m.filingDate, source: m.source })),
    );
    await db.query(
      `INSERT INTO trademarks (serial_number, mark, status, owner, classes, filing_date, source)
       SELECT serial_number, mark, status, owner, classes, filing_date, source
         FROM jsonb_to_recordset($1::jsonb) AS x(serial_number text, mark text, status text, owner text, classes int[], filing_date date, source text)
       ON CONFLICT (serial_number) DO UPDATE SET mark = EXCLUDED.mark, status = EXCLUDED.status, owner = EXCLUDED.owner,
         classes = EXCLUDED.classes, filing_date = EXCLUDED.filing_date, source = EXCLUDED.source, imported_at = now()`,
      [batch],
    );
  }
  return marks.length;
}

/**
 * The marks a clearance search scores. Every mark when the register is small enough to score whole (a
 * confusingly similar mark in an unrelated class is still worth naming); in a larger register only the
 * marks in the given classes (the searched ones and their coordinated classes).
 */
export async function loadRegisterForSearch(db: Queryable, classes: readonly number[], wholeRegisterLimit: number): Promise<RegisteredMark[]> {
  const { rows: count } = await db.query<{ n: number | string }>('SELECT count(*)::int AS n FROM trademarks');
  const whole = Number(count[0]?.n ?? 0) <= wholeRegisterLimit || classes.length === 0;
  const { rows } = await db.query<{ serial_number: string; mark: string; status: string; owner: string; classes: number[] }>(
    whole
      ? `SELECT serial_number, mark, status, owner, classes FROM trademarks LIMIT $1`
      : `SELECT serial_number, mark, status, owner, classes FROM trademarks WHERE classes && $2::int[] LIMIT $1`,
    whole ? [wholeRegisterLimit] : [wholeRegisterLimit, [...classes]],
  );
  return rows.map((r) => ({ serialNumber: r.serial_number, mark: r.mark, status: r.status, owner: r.owner, classes: (r.classes ?? []).map(Number) }));
}

export async function registerStatus(db: Queryable): Promise<RegisterStatus> {
  const { rows } = await db.query<{ total: number | string; demo: number | string; last: Date | string | null }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE source = 'demo')::int AS demo, max(imported_at) AS last FROM trademarks`,
  );
  const r = rows[0];
  return { total: Number(r?.total ?? 0), demo: Number(r?.demo ?? 0), lastImportedAt: r?.last ? new Date(r.last).toISOString() : null };
}
