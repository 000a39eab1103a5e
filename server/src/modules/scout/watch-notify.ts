import { SCOUT_NOTIFICATION_CATEGORY } from '@iprism/shared/contracts';
import type { Queryable } from '../../platform/db/db';
import { insertNotification, type NotificationRecord } from '../notifications';
import { insertWatchHits, listAllWatches } from './repositories/scout-watches';
import { findCitingAmong, findWatchMatches } from './repositories/watch-matches';

/** What an import changed: documents new to the corpus, and documents it updated. */
export interface CorpusChanges {
  inserted: readonly string[];
  updated: readonly string[];
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
    const matched = w.kind === 'patent' ? await findCitingAmong(db, w, [...changes.inserted, ...changes.updated]) : await findWatchMatches(db, w, changes.inserted);
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
