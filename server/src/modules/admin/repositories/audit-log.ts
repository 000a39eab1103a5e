import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditEntry, AuditSubjectType } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';

/** Who did it and from where; taken from the request when there is one (`auditContext`). */
export interface AuditContext {
  actorId: string | null;
  ip: string;
  userAgent: string;
  requestId: string;
}

export interface AuditEvent {
  action: AuditAction;
  subject?: { type: AuditSubjectType; id: string } | null;
  /** A small JSON detail: never a secret, a password or a token. */
  detail?: Record<string, unknown>;
  /** Overrides the context's actor (sign-in: the account that tried). */
  actorId?: string | null;
}

/** The context of a request: the signed-in principal (if any), client address, user agent and request id. */
export function auditContext(req: FastifyRequest, actorId: string | null = req.principal?.userId ?? null): AuditContext {
  const ua = req.headers['user-agent'];
  return { actorId, ip: req.ip ?? '', userAgent: (typeof ua === 'string' ? ua : '').slice(0, 500), requestId: String(req.id ?? '') };
}

/**
 * Appends one audit row. Pass the transaction of the change it records (`tx`), so the row and the change
 * commit or roll back together. The log is append-only: nothing in the code base updates a row, and only
 * the retention cleanup deletes.
 */
export async function recordAudit(db: Queryable, ctx: AuditContext, event: AuditEvent): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (actor_id, subject_type, subject_id, action, ip, user_agent, request_id, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [
      event.actorId !== undefined ? event.actorId : ctx.actorId,
      event.subject?.type ?? null,
      event.subject?.id ?? null,
      event.action,
      ctx.ip,
      ctx.userAgent,
      ctx.requestId,
      JSON.stringify(event.detail ?? {}),
    ],
  );
}

/** @table audit_log @computed actor_email */
interface AuditRow {
  id: string | number;
  created_at: Date | string;
  actor_id: string | null;
  actor_email: string | null;
  subject_type: AuditSubjectType | null;
  subject_id: string | null;
  action: string;
  ip: string;
  user_agent: string;
  request_id: string;
  detail: Record<string, unknown> | string;
}

const toEntry = (r: AuditRow): AuditEntry => ({
  id: String(r.id),
  at: new Date(r.created_at).toISOString(),
  actorId: r.actor_id,
  actorEmail: r.actor_email,
  subjectType: r.subject_type,
  subjectId: r.subject_id,
  action: r.action,
  ip: r.ip,
  userAgent: r.user_agent,
  requestId: r.request_id,
  detail: typeof r.detail === 'string' ? (JSON.parse(r.detail) as Record<string, unknown>) : r.detail,
});

export interface AuditFilter {
  action?: string;
  /** A user id or an e-mail address (case-insensitive). */
  actor?: string;
  /** A user, organisation, application, route or registration id. */
  subject?: string;
  from?: Date;
  to?: Date;
  /** Rows older than this id (the previous page's last id). */
  before?: string;
  limit: number;
}

/** Newest first; one more row than `limit` is read so the caller knows whether another page exists. */
export async function listAudit(db: Queryable, f: AuditFilter): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (f.action) add('a.action = ?', f.action);
  if (f.actor) {
    params.push(f.actor);
    where.push(`(a.actor_id = $${params.length} OR lower(u.email) = lower($${params.length}))`);
  }
  if (f.subject) add('a.subject_id = ?', f.subject);
  if (f.from) add('a.created_at >= ?', f.from.toISOString());
  if (f.to) add('a.created_at <= ?', f.to.toISOString());
  if (f.before) add('a.id < ?', f.before);
  params.push(f.limit + 1);
  const { rows } = await db.query<AuditRow>(
    `SELECT a.id, a.created_at, a.actor_id, u.email AS actor_email, a.subject_type, a.subject_id, a.action, a.ip, a.user_agent, a.request_id, a.detail
       FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY a.id DESC LIMIT $${params.length}`,
    params,
  );
  const items = rows.slice(0, f.limit).map(toEntry);
  return { items, nextCursor: rows.length > f.limit ? (items[items.length - 1]?.id ?? null) : null };
}

/** Rows about a user: done by them or to them, newest first. */
export async function listAuditOfUser(db: Queryable, userId: string, limit: number): Promise<AuditEntry[]> {
  const { rows } = await db.query<AuditRow>(
    `SELECT a.id, a.created_at, a.actor_id, u.email AS actor_email, a.subject_type, a.subject_id, a.action, a.ip, a.user_agent, a.request_id, a.detail
       FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
      WHERE a.actor_id = $1 OR a.subject_id = $1 ORDER BY a.id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map(toEntry);
}

/** Retention: deletes rows older than `cutoff`; returns how many went. */
export async function deleteAuditBefore(db: Queryable, cutoff: Date): Promise<number> {
  const { rows } = await db.query('DELETE FROM audit_log WHERE created_at < $1 RETURNING id', [cutoff.toISOString()]);
  return rows.length;
}

/** Per UTC day since `since`: counts of the given actions (the security dashboard's charts). */
export async function countAuditByDay(db: Queryable, actions: readonly string[], since: Date): Promise<{ day: string; action: string; count: number }[]> {
  const { rows } = await db.query<{ day: string; action: string; count: string | number }>(
    `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, action, count(*) AS count
       FROM audit_log WHERE action = ANY($1::text[]) AND created_at >= $2 GROUP BY 1, 2 ORDER BY 1`,
    [[...actions], since.toISOString()],
  );
  return rows.map((r) => ({ day: r.day, action: r.action, count: Number(r.count) }));
}

/** E-mail addresses with at least `min` failed sign-ins since `since`, most failures first. */
export async function repeatedSignInFailures(db: Queryable, since: Date, min: number): Promise<{ email: string; failures: number; lastAt: string }[]> {
  const { rows } = await db.query<{ email: string; failures: string | number; last_at: Date | string }>(
    `SELECT lower(detail->>'email') AS email, count(*) AS failures, max(created_at) AS last_at
       FROM audit_log WHERE action = 'sign-in.failed' AND created_at >= $1 AND detail->>'email' IS NOT NULL
      GROUP BY 1 HAVING count(*) >= $2 ORDER BY 2 DESC, 3 DESC LIMIT 50`,
    [since.toISOString(), min],
  );
  return rows.map((r) => ({ email: r.email, failures: Number(r.failures), lastAt: new Date(r.last_at).toISOString() }));
}

/** The latest rows of the given actions (recent password and second-factor changes). */
export async function latestAuditOf(db: Queryable, actions: readonly string[], limit: number): Promise<AuditEntry[]> {
  const { rows } = await db.query<AuditRow>(
    `SELECT a.id, a.created_at, a.actor_id, u.email AS actor_email, a.subject_type, a.subject_id, a.action, a.ip, a.user_agent, a.request_id, a.detail
       FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id WHERE a.action = ANY($1::text[]) ORDER BY a.id DESC LIMIT $2`,
    [[...actions], limit],
  );
  return rows.map(toEntry);
}
