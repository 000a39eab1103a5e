import type { Queryable } from '../../../platform/db/db';
import { deleteAuditBefore } from '../repositories/audit-log';

const DAY_MS = 24 * 60 * 60_000;

/** The oldest moment an audit row may carry and still be kept, `retentionDays` before `now`. */
export const auditCutoff = (now: Date, retentionDays: number): Date => new Date(now.getTime() - retentionDays * DAY_MS);

/** Deletes the audit rows past the retention (AUDIT_RETENTION_DAYS); returns how many went. */
export function purgeExpiredAudit(db: Queryable, retentionDays: number, now: Date = new Date()): Promise<number> {
  return deleteAuditBefore(db, auditCutoff(now, retentionDays));
}
