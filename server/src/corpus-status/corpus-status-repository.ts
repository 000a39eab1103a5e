import type { CorpusImport, CorpusStatus } from '@iprism/shared/contracts';
import type { Queryable } from '../db/db';

/** What the admin screen shows of the patent corpus: size, countries, CPC symbols and imports. */

export const IMPORT_HISTORY_LIMIT = 20;

interface ImportRow {
  id: string;
  source: string;
  status: CorpusImport['status'];
  imported: number;
  updated: number;
  rejected: number;
  rejections: CorpusImport['rejections'];
  error: string | null;
  started_at: Date;
  finished_at: Date | null;
}

const toImport = (r: ImportRow): CorpusImport => ({
  id: r.id,
  source: r.source,
  status: r.status,
  imported: r.imported,
  updated: r.updated,
  rejected: r.rejected,
  rejections: r.rejections,
  error: r.error,
  startedAt: new Date(r.started_at).toISOString(),
  finishedAt: r.finished_at ? new Date(r.finished_at).toISOString() : null,
});

/** Everything but the vectors, which the search's vector side reports. */
export async function readCorpusCounts(db: Queryable): Promise<Omit<CorpusStatus, 'vectors'>> {
  const [byCountry, symbols, imports] = await Promise.all([
    db.query<{ country: string; documents: number }>('SELECT country, count(*)::int AS documents FROM patents GROUP BY country ORDER BY documents DESC, country'),
    db.query<{ n: number }>('SELECT count(DISTINCT symbol)::int AS n FROM patent_cpc'),
    db.query<ImportRow>('SELECT * FROM corpus_imports ORDER BY started_at DESC, id LIMIT $1', [IMPORT_HISTORY_LIMIT]),
  ]);
  const documents = byCountry.rows.reduce((sum, r) => sum + r.documents, 0);
  return {
    documents,
    byCountry: byCountry.rows,
    cpcSymbols: symbols.rows[0]?.n ?? 0,
    imports: imports.rows.map(toImport),
  };
}
