import type { Queryable } from '../src/platform/db/db';

export interface ExportAuditRow {
  actorEmail: string | null;
  subjectId: string | null;
  format: string;
  requestId: string;
}

/** The `data.exported` audit rows of one kind of export (detail.what), oldest first. */
export async function exportAudits(db: Queryable, what: string): Promise<ExportAuditRow[]> {
  const { rows } = await db.query<{ email: string | null; subject_id: string | null; format: string; request_id: string }>(
    `SELECT u.email, a.subject_id, a.detail->>'format' AS format, a.request_id
       FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
      WHERE a.action = 'data.exported' AND a.detail->>'what' = $1 ORDER BY a.id`,
    [what],
  );
  return rows.map((r) => ({ actorEmail: r.email, subjectId: r.subject_id, format: r.format, requestId: r.request_id }));
}
