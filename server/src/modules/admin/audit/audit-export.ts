import type { FastifyRequest } from 'fastify';
import type { AuditSubjectType } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';
import { auditContext, recordAudit } from '../repositories/audit-log';

export interface ExportRecord {
  /** What left the service: 'audit-log', 'invoices', 'report', 'prior-art', … */
  what: string;
  /** The file format sent (csv, json, pdf, xlsx, docx). */
  format: string;
  subject?: { type: AuditSubjectType; id: string } | null;
  /** Extra detail: row counts, filters, date range. Never the exported data itself. */
  detail?: Record<string, unknown>;
}

/**
 * Records a `data.exported` audit row for a file about to be sent, in the request that sends it: it is
 * written before the reply, so an export whose row could not be written is not sent either.
 */
export async function auditExport(db: Queryable, req: FastifyRequest, e: ExportRecord): Promise<void> {
  await recordAudit(db, auditContext(req), { action: 'data.exported', subject: e.subject ?? null, detail: { what: e.what, format: e.format, ...e.detail } });
}
