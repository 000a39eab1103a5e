import type { ZodFastifyInstance } from '../../../platform/http/plugins/zod-schemas';
import { z } from 'zod';
import { STAFF_LICENSE_TYPES, OutboxListSchema, type OutboxEmail } from '@iprism/shared/contracts';
import type { Principal } from '../principal';
import { principalFromRequest } from '../request-principal';
import type { Queryable } from '../../../platform/db/db';
import { listOutboxEmails } from '../../../platform/mail/repositories/outbox';
import { holdsValidLicense } from '../../commerce';
import { appError } from '../../../platform/lib/errors';
import { PUBLIC } from '../../../platform/http/access/route-access';

const QuerySchema = z.object({ to: z.string().trim().min(1).max(254).optional() });

export type StaffCheck = (db: Queryable, principal: Principal, now: Date) => Promise<boolean>;

/** A valid licence of one of `types` held by the user or by one of their organisations. */
const holdsLicenseOf =
  (types: readonly string[]): StaffCheck =>
  (db, principal, now) =>
    holdsValidLicense(db, principal.userId, types, now);

/** A valid staff licence held by the user or by one of their organisations (SPEC §6 staff). */
export const hasStaffLicense = holdsLicenseOf(STAFF_LICENSE_TYPES);
/** The only readers of the outbox outside the demo. */
export const hasAdminLicense = holdsLicenseOf(['iPrismAdmin']);

const LINK = /https?:\/\/\S+/g;

/** Outside the demo the outbox shows that a mail went out, never the link in it: a link is someone's key. */
export const withoutLinks = (text: string): string => text.replace(LINK, '[link shown only in demo mode]');

/**
 * GET /api/dev/outbox: the mail that would have been sent. In the demo anyone may read it, links
 * included (the sign-up page shows the verification link, as there is no mail server); with MAIL_OUTBOX=1
 * outside the demo only iPrismAdmin may, and the links are hidden. Declared PUBLIC because who may read
 * it depends on the deployment, which no single RouteAccess can express; the checks below are the gate.
 */
export function registerDevOutboxRoute(app: ZodFastifyInstance, isReader: StaffCheck): void {
  app.get('/api/dev/outbox', { config: { access: PUBLIC }, schema: { querystring: QuerySchema, response: { 200: OutboxListSchema } } }, async (req): Promise<{ emails: OutboxEmail[] }> => {
    // With SMTP the outbox does not exist; answering 404 hides even that it could.
    if (app.mailer.kind !== 'outbox') throw appError('NOT_FOUND');
    if (!app.config.demo) {
      const principal = req.principal ?? (await principalFromRequest(app, req));
      if (!principal || !(await isReader(app.db, principal, new Date()))) throw appError('FORBIDDEN');
    }
    const { to } = req.query;
    const emails = await listOutboxEmails(app.db, to);
    return { emails: app.config.demo ? emails : emails.map((e) => ({ ...e, text: withoutLinks(e.text) })) };
  });
}
