import type { Queryable } from '../../../platform/db/db';
import { escapeLike, normalizeCpc } from '../../search';
import { landscapeTsQuery } from '../landscape-query';
import type { WatchRecord } from './scout-watches';

/** Of `numbers`, those a search or CPC watch matches (the same AND query as its landscape). */
export async function findWatchMatches(db: Queryable, w: WatchRecord, numbers: readonly string[]): Promise<string[]> {
  const params: unknown[] = [[...numbers]];
  const conditions = ['p.publication_number = ANY($1::text[])'];
  if (w.kind === 'search') {
    const tsquery = w.query ? landscapeTsQuery(w.query) : null;
    if (!tsquery) return [];
    params.push(tsquery);
    conditions.push(`p.search_doc @@ to_tsquery('english', $${params.length})`);
  }
  if (w.cpc) {
    params.push(`${escapeLike(normalizeCpc(w.cpc))}%`);
    conditions.push(`EXISTS (SELECT 1 FROM unnest(p.cpc) AS s(symbol) WHERE s.symbol LIKE $${params.length})`);
  }
  const { rows } = await db.query<{ publication_number: string }>(`SELECT p.publication_number FROM patent_search p WHERE ${conditions.join(' AND ')}`, params);
  return rows.map((r) => r.publication_number);
}

/** Of `numbers`, the documents citing the watched patent (any kind of it): its new forward citations. */
export async function findCitingAmong(db: Queryable, w: WatchRecord, numbers: readonly string[]): Promise<string[]> {
  if (!w.country || !w.docNumber) return [];
  const { rows } = await db.query<{ publication_number: string }>(
    `SELECT publication_number FROM patents WHERE publication_number = ANY($1::text[]) AND citations @> $2::jsonb`,
    [[...numbers], JSON.stringify([{ country: w.country, number: w.docNumber }])],
  );
  return rows.map((r) => r.publication_number);
}
