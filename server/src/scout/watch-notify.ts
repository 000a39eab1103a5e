import { SCOUT_NOTIFICATION_CATEGORY } from '@iprism/shared/contracts';
import type { Queryable } from '../db/db';
import { insertNotification, type NotificationRecord } from '../db/repositories/notifications';
import { insertWatchHits, listAllWatches, type WatchRecord } from '../db/repositories/scout-watches';
import { escapeLike, normalizeCpc } from '../search/filters';
import { landscapeTsQuery } from './landscape-query';

/** What an import changed: documents new to the corpus, and documents it updated. */
export interface CorpusChanges {
  inserted: readonly string[];
  updated: readonly string[];
}

/** Of `numbers`, those a search or CPC watch matches (the same AND query as its landscape). */
async function matchingNew(db: Queryable, w: WatchRecord, numbers: readonly string[]): Promise<string[]> {
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
async function citing(db: Queryable, w: WatchRecord, numbers: readonly string[]): Promise<string[]> {
  if (!w.country || !w.docNumber) return [];
  const { rows } = await db.query<{ publication_number: string }>(
    `SELECT publication_number FROM patents WHERE publication_number = ANY($1::text[]) AND citations @> $2::jsonb`,
    [[...numbers], JSON.stringify([{ country: w.country, number: w.docNumber }])],
  );
  return rows.map((r) => r.publication_number);
}

const list = (numbers: readonly string[]): string => (numbers.length <= 5 ? numbers.join(', ') : `${numbers.slice(0, 5).join(', ')} and ${numbers.length - 5} more`);

/**
 * After an import: every watch that the changed documents match gets one notification (category
 * prior-art) naming how many are new to it and which, and linking to the watch list. Search and CPC
 * watches look at documents new to the corpus; a patent watch at new and updated documents, since a
 * re-imported record may bring the citation. Matches are recorded per watch, so a document notifies a
 * watch once: running the same import again notifies no one.
 */
export async function notifyWatches(db: Queryable, changes: CorpusChanges): Promise<NotificationRecord[]> {
  if (changes.inserted.length + changes.updated.length === 0) return [];
  const watches = await listAllWatches(db);
  const out: NotificationRecord[] = [];
  for (const w of watches) {
    const matched = w.kind === 'patent' ? await citing(db, w, [...changes.inserted, ...changes.updated]) : await matchingNew(db, w, changes.inserted);
    const fresh = await insertWatchHits(db, w.id, matched);
    if (fresh.length === 0) continue;
    const what =
      w.kind === 'patent'
        ? `${fresh.length === 1 ? 'A new document cites' : `${fresh.length} new documents cite`} ${w.number} (your watch “${w.name}”)`
        : `${fresh.length === 1 ? '1 new document matches' : `${fresh.length} new documents match`} your watch “${w.name}”`;
    const { record } = await insertNotification(db, w.userId, {
      iconName: 'TravelExplore',
      color: 'blue',
      text: `${what}: ${list(fresh)}. See /dashboard/scout/patents`,
      category: SCOUT_NOTIFICATION_CATEGORY,
      adminOnly: false,
    });
    out.push(record);
  }
  return out;
}
