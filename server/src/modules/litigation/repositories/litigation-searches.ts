import { randomUUID } from 'node:crypto';
import type { ChartEdit } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';

export type LitigationKind = 'invalidity' | 'infringement';
export type LitigationStatus = 'running' | 'done' | 'failed';

export interface LitigationSearchRecord<Request = unknown, Result = unknown> {
  id: string;
  userId: string;
  kind: LitigationKind;
  subject: string;
  request: Request;
  status: LitigationStatus;
  progress: number;
  message: string;
  result: Result | null;
  edits: ChartEdit[];
  createdAt: Date;
}

/** @table litigation_searches */
interface Row {
  id: string;
  user_id: string;
  kind: LitigationKind;
  subject: string;
  request: unknown;
  status: LitigationStatus;
  progress: number;
  message: string;
  result: unknown;
  edits: unknown;
  created_at: Date | string;
}

/** JSONB comes back parsed from PGlite and node-postgres, but as text through some poolers. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

const toRecord = <Request, Result>(r: Row): LitigationSearchRecord<Request, Result> => ({
  id: r.id,
  userId: r.user_id,
  kind: r.kind,
  subject: r.subject,
  request: json<Request>(r.request),
  status: r.status,
  progress: Number(r.progress),
  message: r.message,
  result: r.result === null ? null : json<Result>(r.result),
  edits: json<ChartEdit[]>(r.edits ?? []),
  createdAt: new Date(r.created_at),
});

export async function insertLitigationSearch(db: Queryable, input: { userId: string; kind: LitigationKind; subject: string; request: unknown; result?: unknown }): Promise<string> {
  const id = randomUUID();
  await db.query(`INSERT INTO litigation_searches (id, user_id, kind, subject, request, result) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`, [
    id,
    input.userId,
    input.kind,
    input.subject,
    JSON.stringify(input.request),
    input.result === undefined ? null : JSON.stringify(input.result),
  ]);
  return id;
}

/** A running search that has reported no progress for this long was cut off (its process stopped): it is failed on the next read. */
export const LITIGATION_STALL_MS = 5 * 60_000;
export const LITIGATION_INTERRUPTED_MESSAGE = 'The search was interrupted (the server restarted). Run it again.';

/** The search when it is this user's and of this kind; another user's search is as absent as a missing one. */
export async function findLitigationSearch<Request, Result>(db: Queryable, id: string, userId: string, kind: LitigationKind): Promise<LitigationSearchRecord<Request, Result> | null> {
  // A search runs in the process that accepted it; if that process stopped, nothing will finish it.
  await db.query(
    `UPDATE litigation_searches SET status = 'failed', message = $2, updated_at = now()
      WHERE id = $1 AND status = 'running' AND updated_at < now() - make_interval(secs => $3)`,
    [id, LITIGATION_INTERRUPTED_MESSAGE, LITIGATION_STALL_MS / 1000],
  );
  const { rows } = await db.query<Row>(
    `SELECT id, user_id, kind, subject, request, status, progress, message, result, edits, created_at FROM litigation_searches WHERE id = $1 AND user_id = $2 AND kind = $3`,
    [id, userId, kind],
  );
  return rows[0] ? toRecord<Request, Result>(rows[0]) : null;
}

export async function setLitigationProgress(db: Queryable, id: string, progress: number, message: string, result?: unknown): Promise<void> {
  if (result === undefined) await db.query(`UPDATE litigation_searches SET progress = $2, message = $3, updated_at = now() WHERE id = $1`, [id, Math.round(progress), message]);
  else await db.query(`UPDATE litigation_searches SET progress = $2, message = $3, result = $4::jsonb, updated_at = now() WHERE id = $1`, [id, Math.round(progress), message, JSON.stringify(result)]);
}

export async function finishLitigationSearch(db: Queryable, id: string, outcome: { status: 'done'; message: string; result: unknown } | { status: 'failed'; message: string }): Promise<void> {
  if (outcome.status === 'done') {
    await db.query(`UPDATE litigation_searches SET status = 'done', progress = 100, message = $2, result = $3::jsonb, updated_at = now() WHERE id = $1`, [id, outcome.message, JSON.stringify(outcome.result)]);
  } else {
    await db.query(`UPDATE litigation_searches SET status = 'failed', message = $2, updated_at = now() WHERE id = $1`, [id, outcome.message]);
  }
}

export async function saveLitigationEdits(db: Queryable, id: string, userId: string, edits: readonly ChartEdit[]): Promise<void> {
  await db.query(`UPDATE litigation_searches SET edits = $3::jsonb, updated_at = now() WHERE id = $1 AND user_id = $2`, [id, userId, JSON.stringify(edits)]);
}
