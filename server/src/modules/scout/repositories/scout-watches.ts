import { randomUUID } from 'node:crypto';
import type { Watch, WatchDigest, WatchKind } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';

export interface WatchRecord {
  id: string;
  userId: string;
  name: string;
  kind: WatchKind;
  query: string | null;
  cpc: string | null;
  /** DOCDB publication number as watched (US11147202B2); country and docNumber match citations of any kind. */
  number: string | null;
  country: string | null;
  docNumber: string | null;
  digest: WatchDigest;
  createdAt: string;
  lastSeenAt: string;
}

/** @table scout_watches */
interface Row {
  id: string;
  user_id: string;
  name: string;
  kind: WatchKind;
  query: string | null;
  cpc: string | null;
  number: string | null;
  country: string | null;
  doc_number: string | null;
  digest: WatchDigest;
  created_at: Date | string;
  last_seen_at: Date | string;
}

const toRecord = (r: Row): WatchRecord => ({
  id: r.id, userId: r.user_id, name: r.name, kind: r.kind, query: r.query, cpc: r.cpc, number: r.number, country: r.country, docNumber: r.doc_number,
  digest: r.digest, createdAt: new Date(r.created_at).toISOString(), lastSeenAt: new Date(r.last_seen_at).toISOString(),
});

export type NewWatch = Pick<WatchRecord, 'name' | 'kind' | 'query' | 'cpc' | 'number' | 'country' | 'docNumber' | 'digest'>;

export async function insertWatch(db: Queryable, userId: string, w: NewWatch): Promise<WatchRecord> {
  const { rows } = await db.query<Row>(
    `INSERT INTO scout_watches (id, user_id, name, kind, query, cpc, number, country, doc_number, digest)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [`wch_${randomUUID().replace(/-/g, '')}`, userId, w.name, w.kind, w.query, w.cpc, w.number, w.country, w.docNumber, w.digest],
  );
  return toRecord(rows[0]!);
}

export async function countWatches(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM scout_watches WHERE user_id = $1`, [userId]);
  return Number(rows[0]?.n ?? 0);
}

export async function findWatch(db: Queryable, userId: string, id: string): Promise<WatchRecord | null> {
  const { rows } = await db.query<Row>(`SELECT * FROM scout_watches WHERE id = $1 AND user_id = $2`, [id, userId]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function updateWatch(db: Queryable, id: string, change: { name?: string; digest?: WatchDigest; query?: string; cpc?: string | null; seen?: boolean }): Promise<void> {
  await db.query(
    `UPDATE scout_watches SET name = COALESCE($2, name), digest = COALESCE($3, digest), query = COALESCE($4, query),
            cpc = CASE WHEN $5::boolean THEN $6 ELSE cpc END, last_seen_at = CASE WHEN $7::boolean THEN now() ELSE last_seen_at END
      WHERE id = $1`,
    [id, change.name ?? null, change.digest ?? null, change.query ?? null, change.cpc !== undefined, change.cpc ?? null, change.seen === true],
  );
}

export async function deleteWatch(db: Queryable, userId: string, id: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(`DELETE FROM scout_watches WHERE id = $1 AND user_id = $2 RETURNING id`, [id, userId]);
  return rows.length > 0;
}

/** Every watch of every user: what an import is matched against. */
export async function listAllWatches(db: Queryable): Promise<WatchRecord[]> {
  const { rows } = await db.query<Row>(`SELECT * FROM scout_watches ORDER BY created_at`);
  return rows.map(toRecord);
}

/** The caller's watches with their counts of documents found since last seen and the newest found. */
export async function listUserWatches(db: Queryable, userId: string): Promise<Watch[]> {
  const { rows } = await db.query<Row & { new_count: string | number; recent: { publication_number: string; title: string | null; found_at: string }[] | null }>(
    `SELECT w.*,
            (SELECT count(*) FROM scout_watch_hits h WHERE h.watch_id = w.id AND h.found_at > w.last_seen_at) AS new_count,
            (SELECT json_agg(r) FROM (SELECT h.publication_number, p.title, h.found_at FROM scout_watch_hits h
                LEFT JOIN patents p ON p.publication_number = h.publication_number
               WHERE h.watch_id = w.id ORDER BY h.found_at DESC, h.publication_number LIMIT 20) r) AS recent
       FROM scout_watches w WHERE w.user_id = $1 ORDER BY w.created_at`,
    [userId],
  );
  return rows.map((r) => {
    const w = toRecord(r);
    return {
      id: w.id, name: w.name, kind: w.kind, query: w.query, cpc: w.cpc, number: w.number, digest: w.digest, createdAt: w.createdAt, lastSeenAt: w.lastSeenAt,
      newSinceLastVisit: Number(r.new_count),
      recent: (r.recent ?? []).map((h) => ({ publicationNumber: h.publication_number, title: h.title ?? '', foundAt: new Date(h.found_at).toISOString() })),
    };
  });
}

/** Records matches; answers only those not recorded before, so a repeated import finds nothing new. */
export async function insertWatchHits(db: Queryable, watchId: string, numbers: readonly string[]): Promise<string[]> {
  if (numbers.length === 0) return [];
  const { rows } = await db.query<{ publication_number: string }>(
    `INSERT INTO scout_watch_hits (watch_id, publication_number) SELECT $1, unnest($2::text[])
     ON CONFLICT DO NOTHING RETURNING publication_number`,
    [watchId, [...numbers]],
  );
  return rows.map((r) => r.publication_number).sort();
}
