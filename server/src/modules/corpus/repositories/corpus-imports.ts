import { randomUUID } from 'node:crypto';
import type { CorpusImport } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';

/** Rejections kept per import; the count covers all of them. */
export const STORED_REJECTIONS_MAX = 1000;

export async function startCorpusImport(db: Queryable, source: string): Promise<string> {
  const id = randomUUID();
  await db.query(`INSERT INTO corpus_imports (id, source) VALUES ($1, $2)`, [id, source]);
  return id;
}

export interface CorpusImportOutcome {
  status: 'completed' | 'failed';
  imported: number;
  updated: number;
  rejected: number;
  rejections: { record: string; reason: string }[];
  error: string | null;
}

export async function finishCorpusImport(db: Queryable, id: string, outcome: CorpusImportOutcome): Promise<void> {
  await db.query(
    `UPDATE corpus_imports SET status = $2, imported = $3, updated = $4, rejected = $5, rejections = $6::jsonb, error = $7, finished_at = now() WHERE id = $1`,
    [id, outcome.status, outcome.imported, outcome.updated, outcome.rejected, JSON.stringify(outcome.rejections.slice(0, STORED_REJECTIONS_MAX)), outcome.error],
  );
}

/** @table corpus_imports */
interface ImportRow {
  id: string;
  source: string;
  status: CorpusImport['status'];
  imported: number;
  updated: number;
  rejected: number;
  rejections: CorpusImport['rejections'] | string;
  error: string | null;
  started_at: Date | string;
  finished_at: Date | string | null;
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** Import history, newest first. */
export async function listCorpusImports(db: Queryable, limit = 20): Promise<CorpusImport[]> {
  const { rows } = await db.query<ImportRow>(`SELECT * FROM corpus_imports ORDER BY started_at DESC, id LIMIT $1`, [limit]);
  return rows.map((r) => ({
    id: r.id,
    source: r.source,
    status: r.status,
    imported: r.imported,
    updated: r.updated,
    rejected: r.rejected,
    rejections: typeof r.rejections === 'string' ? (JSON.parse(r.rejections) as CorpusImport['rejections']) : r.rejections,
    error: r.error,
    startedAt: iso(r.started_at)!,
    finishedAt: iso(r.finished_at),
  }));
}
