import type { CorpusStatus } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';
import { listCorpusImports } from './corpus-imports';

/** What the admin screen shows of the patent corpus: size, countries, CPC symbols and imports. */

export const IMPORT_HISTORY_LIMIT = 20;

/** Everything but the vectors, which the search's vector side reports. */
export async function readCorpusCounts(db: Queryable): Promise<Omit<CorpusStatus, 'vectors'>> {
  const [byCountry, symbols, imports] = await Promise.all([
    db.query<{ country: string; documents: number }>('SELECT country, count(*)::int AS documents FROM patents GROUP BY country ORDER BY documents DESC, country'),
    db.query<{ n: number }>('SELECT count(DISTINCT symbol)::int AS n FROM patent_cpc'),
    listCorpusImports(db, IMPORT_HISTORY_LIMIT),
  ]);
  const documents = byCountry.rows.reduce((sum, r) => sum + r.documents, 0);
  return {
    documents,
    byCountry: byCountry.rows,
    cpcSymbols: symbols.rows[0]?.n ?? 0,
    imports,
  };
}
