import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_EXPORT_PATH, type AccountExport } from '@iprism/shared/contracts';
import { listOwnedApplications } from '../../applications';
import { listLiveSessions, requirePrincipal } from '../../auth';
import { auditExport, findAccount, listAuditOfUser } from '../../admin';
import { allCreditEntries } from '../../commerce';
import { appError } from '../../../platform/lib/errors';
import { SIGNED_IN } from '../../../platform/http/access/route-access';
import { attachment } from '../../../platform/http/content-disposition';

/** The most audit rows one export carries (the newest); older ones are in the staff log until retention ends. */
const ACTIVITY_MAX = 5_000;

/**
 * GET /api/account/export: the signed-in user's own data as a JSON download (profile, organisations,
 * licence, personal credit ledger, applications, live sessions, security activity). The export is
 * itself audited, before the file is sent.
 */
export const accountExportRoutes: FastifyPluginAsync = async (app) => {
  app.get(ACCOUNT_EXPORT_PATH, { config: { access: SIGNED_IN }, schema: { summary: 'Everything the account holds, as a JSON download', produces: ['application/json'] } }, async (req, reply) => {
    const principal = requirePrincipal(req);
    const now = new Date();
    const account = await findAccount(app.db, principal.userId);
    if (!account) throw appError('UNAUTHORIZED');
    const [license, credits, applications, sessions, activity] = await Promise.all([
      app.licensing.licenseInfo(account.id, principal.orgId, now),
      allCreditEntries(app.db, { userId: account.id }),
      listOwnedApplications(app.db, account.id),
      listLiveSessions(app.db, account.id, now),
      listAuditOfUser(app.db, account.id, ACTIVITY_MAX),
    ]);
    const data: AccountExport = {
      exportedAt: now.toISOString(),
      account: { id: account.id, email: account.email, name: account.name, emailVerified: account.emailVerified, secondFactor: account.totpEnabled, createdAt: account.createdAt.toISOString() },
      organizations: account.organizations,
      license,
      credits,
      applications: applications.rows.map((a) => ({ id: a.id, title: a.title, status: a.status, createdAt: new Date(a.created_at).toISOString() })),
      sessions: sessions.map((s) => ({ ip: s.ip, userAgent: s.userAgent, createdAt: s.createdAt.toISOString(), lastActiveAt: s.lastActiveAt.toISOString() })),
      activity,
    };
    await auditExport(app.db, req, { what: 'account-data', format: 'json', subject: { type: 'user', id: account.id } });
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', attachment(`iprism-account-${now.toISOString().slice(0, 10)}.json`))
      .type('application/json')
      .send(JSON.stringify(data, null, 2));
  });
};
