import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditPageSchema, IdParamsSchema, SecuritySummarySchema, AuditQuerySchema, toCsv, type AuditPage, type AuditQuery, type SecuritySummary } from '@iprism/shared/contracts';
import { purgeExpiredAudit } from '../audit/audit-retention';
import { listLiveSessionsOf, revokeSessionById } from '../repositories/admin-accounts';
import { auditContext, countAuditByDay, latestAuditOf, listAudit, recordAudit, repeatedSignInFailures } from '../repositories/audit-log';
import { appError } from '../../../platform/lib/errors';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { STAFF } from '../../../platform/http/access/route-access';
import { lastDays } from './day-series';
import { auditExport } from '../audit/audit-export';

const DAY_MS = 24 * 60 * 60_000;
const CHART_DAYS = 14;
/** At or above this many failed sign-ins in the chart window, an address is listed as under attack or forgotten. */
const REPEATED_FAILURES = 3;
/** The most rows one CSV export carries; narrow the filters for more. */
const EXPORT_MAX_ROWS = 50_000;
const EXPORT_PAGE = 1_000;
const filterOf = (q: AuditQuery) => ({
  action: q.action || undefined,
  actor: q.actor || undefined,
  subject: q.subject || undefined,
  from: q.from ? new Date(q.from) : undefined,
  to: q.to ? new Date(q.to) : undefined,
});
const CREDENTIAL_ACTIONS = ['password.changed', 'password.reset', 'second-factor.added', 'second-factor.removed'] as const;

/**
 * The audit log and the security dashboard (staff). The cleanup runs once at start and then daily, and
 * deletes rows older than AUDIT_RETENTION_DAYS; on several nodes each runs it, which is harmless (a DELETE
 * by date).
 */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, STAFF);
  const cleanup = async () => {
    const deleted = await purgeExpiredAudit(app.db, app.config.auditRetentionDays);
    if (deleted > 0) app.log.info({ deleted, retentionDays: app.config.auditRetentionDays }, 'old audit rows deleted');
  };
  const run = () => void cleanup().catch((err: unknown) => app.log.error({ err }, 'audit cleanup failed'));
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });

  app.get('/api/admin/audit', { schema: { querystring: AuditQuerySchema, response: { 200: AuditPageSchema } } }, async (req): Promise<AuditPage> => {
    const q = req.query;
    return listAudit(app.db, { ...filterOf(q), before: q.cursor, limit: q.limit });
  });

  /** The filtered log as CSV (newest first, at most EXPORT_MAX_ROWS rows); the export itself is audited. */
  app.get('/api/admin/audit/export', { schema: { summary: 'The filtered audit log as CSV', produces: ['text/csv'], querystring: AuditQuerySchema } }, async (req, reply) => {
    const q = req.query;
    const rows: (string | null)[][] = [['time', 'action', 'actor_id', 'actor_email', 'subject_type', 'subject_id', 'ip', 'user_agent', 'request_id', 'detail']];
    let cursor: string | undefined;
    do {
      const page = await listAudit(app.db, { ...filterOf(q), before: cursor, limit: EXPORT_PAGE });
      for (const r of page.items) rows.push([r.at, r.action, r.actorId, r.actorEmail, r.subjectType, r.subjectId, r.ip, r.userAgent, r.requestId, JSON.stringify(r.detail)]);
      cursor = page.nextCursor ?? undefined;
    } while (cursor && rows.length <= EXPORT_MAX_ROWS);
    await auditExport(app.db, req, { what: 'audit-log', format: 'csv', detail: { rows: Math.min(rows.length - 1, EXPORT_MAX_ROWS), filters: filterOf(q) } });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
      .send(toCsv(rows.slice(0, EXPORT_MAX_ROWS + 1)));
  });

  app.get('/api/admin/security/summary', { schema: { response: { 200: SecuritySummarySchema } } }, async (): Promise<SecuritySummary> => {
    const now = new Date();
    const days = lastDays(now, CHART_DAYS);
    const since = new Date(`${days[0]}T00:00:00Z`);
    const counts = await countAuditByDay(app.db, ['sign-in.failed', 'rate-limit.refused'], since);
    const count = (day: string, action: string) => counts.find((c) => c.day === day && c.action === action)?.count ?? 0;
    const [repeated, sessions, recent] = await Promise.all([
      repeatedSignInFailures(app.db, since, REPEATED_FAILURES),
      listLiveSessionsOf(app.db, null, now, 200),
      latestAuditOf(app.db, CREDENTIAL_ACTIONS, 20),
    ]);
    return {
      days: days.map((day) => ({ day, failedSignIns: count(day, 'sign-in.failed'), rateLimited: count(day, 'rate-limit.refused') })),
      repeatedFailures: repeated,
      sessions: sessions.map((s) => ({ id: s.id, userId: s.userId, userEmail: s.userEmail, ip: s.ip, userAgent: s.userAgent, createdAt: s.createdAt.toISOString(), lastActiveAt: s.lastActiveAt.toISOString() })),
      recentCredentialChanges: recent,
    };
  });

  app.delete('/api/admin/sessions/:id', { schema: { params: IdParamsSchema, response: { 204: z.null() } } }, async (req, reply) => {
    const owner = await app.db.transaction(async (tx) => {
      const userId = await revokeSessionById(tx, req.params.id);
      if (userId) await recordAudit(tx, auditContext(req), { action: 'session.revoked', subject: { type: 'user', id: userId }, detail: { sessionId: req.params.id } });
      return userId;
    });
    if (!owner) throw appError('NOT_FOUND', 'No such live session.');
    app.accessSignal.changed();
    return reply.status(204).send(null);
  });
};
