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

/** A valid licence of one of `types` held by the user or by one of their organisations. */
const holdsLicenceOf =
  (types: readonly string[]): StaffCheck =>
  async (db, principal, now) => {
    const { rows } = await db.query(
    `SELECT 1 FROM licenses l
     WHERE l.type = ANY($2) AND l.starts_at <= $3 AND (l.ends_at IS NULL OR l.ends_at > $3)
       AND (l.owner_user_id = $1 OR l.owner_organization_id IN (SELECT organization_id FROM memberships WHERE user_id = $1))
     LIMIT 1`,
      [principal.userId, [...types], now.toISOString()],
    );
    return rows.length > 0;
  };

/** A valid staff licence held by the user or by one of their organisations (SPEC §6 staff). */
export const hasStaffLicence = holdsLicenceOf(STAFF_LICENSE_TYPES);
/** The only readers of the outbox outside the demo. */
export const hasAdminLicence = holdsLicenceOf(['iPrismAdmin']);

const LINK = /https?:\/\/\S+/g;

/** Outside the demo the outbox shows that a mail went out, never the link in it: a link is someone's key. */
export const withoutLinks = (text: string): string => text.replace(LINK, '[link shown only in demo mode]');

/**
 * GET /api/dev/outbox: the mail that would have been sent. In the demo anyone may read it, links
 * included (the sign-up page shows the verification link, as there is no mail server); with MAIL_OUTBOX=1
 * outside the demo only iPrismAdmin may, and the links are hidden. Declared PUBLIC because who may read
 * it depends on the deployment, which no single RouteAccess can express; the checks below are the gate.
 */
export function registerDevOutboxRoute(app: FastifyInstance, isReader: StaffCheck): void {
  app.get('/api/dev/outbox', { config: { access: PUBLIC } }, async (req): Promise<{ emails: OutboxEmail[] }> => {
    // With SMTP the outbox does not exist; answering 404 hides even that it could.
    if (app.mailer.kind !== 'outbox') throw notFound();
    if (!app.config.demo) {
      const principal = req.principal ?? (await principalFromRequest(app, req));
      if (!principal || !(await isReader(app.db, principal, new Date()))) throw forbidden();
    }
    const { to } = QuerySchema.parse(req.query);
    const emails = await listOutboxEmails(app.db, to);
    return { emails: app.config.demo ? emails : emails.map((e) => ({ ...e, text: withoutLinks(e.text) })) };
  });
}
