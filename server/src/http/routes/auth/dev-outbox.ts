import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { STAFF_LICENSE_TYPES, type OutboxEmail } from '@iprism/shared/contracts';
import type { Principal } from '../../../auth/principal';
import { principalFromRequest } from '../../../auth/request-principal';
import type { Queryable } from '../../../db/db';
import { listOutboxEmails } from '../../../db/repositories/outbox';
import { forbidden, notFound } from '../../../lib/errors';
import { PUBLIC } from '../../access/route-access';

const QuerySchema = z.object({ to: z.string().trim().min(1).max(254).optional() });

export type StaffCheck = (db: Queryable, principal: Principal, now: Date) => Promise<boolean>;

/** A valid staff licence held by the user or by one of their organisations (SPEC §6 staff). */
export const hasStaffLicence: StaffCheck = async (db, principal, now) => {
  const { rows } = await db.query(
    `SELECT 1 FROM licenses l
     WHERE l.type = ANY($2) AND l.starts_at <= $3 AND (l.ends_at IS NULL OR l.ends_at > $3)
       AND (l.owner_user_id = $1 OR l.owner_organization_id IN (SELECT organization_id FROM memberships WHERE user_id = $1))
     LIMIT 1`,
    [principal.userId, [...STAFF_LICENSE_TYPES], now.toISOString()],
  );
  return rows.length > 0;
};

/**
 * GET /api/dev/outbox: the mail that would have been sent, for the demo, staff and tests. Declared
 * PUBLIC because who may read it depends on the deployment (no SMTP, and DEMO on or a staff caller),
 * which no single RouteAccess can express; the checks below are the real gate.
 */
export function registerDevOutboxRoute(app: FastifyInstance, isStaff: StaffCheck): void {
  app.get('/api/dev/outbox', { config: { access: PUBLIC } }, async (req): Promise<{ emails: OutboxEmail[] }> => {
    // With SMTP the outbox does not exist; answering 404 hides even that it could.
    if (app.mailer.kind !== 'outbox') throw notFound();
    if (!app.config.demo) {
      const principal = req.principal ?? (await principalFromRequest(app, req));
      if (!principal || !(await isStaff(app.db, principal, new Date()))) throw forbidden();
    }
    const { to } = QuerySchema.parse(req.query);
    return { emails: await listOutboxEmails(app.db, to) };
  });
}
