import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_EXPORT_PATH, type AccountExport } from '@iprism/shared/contracts';
import { requirePrincipal } from '../../../auth/request-principal';
import { findAccount } from '../../../db/repositories/admin-accounts';
import { listAuditOfUser } from '../../../db/repositories/audit-log';
import { allCreditEntries } from '../../../db/repositories/credits';
import { listLiveSessions } from '../../../db/repositories/sessions';
import { unauthorized } from '../../../lib/errors';
import { auditExport } from '../../audit-export';
import { SIGNED_IN } from '../../access/route-access';
import { attachment } from '../applications/content-disposition';

/** The most audit rows one export carries (the newest); older ones are in the staff log until retention ends. */
const ACTIVITY_MAX = 5_000;

/**
 * GET /api/account/export: the signed-in user's own data as a JSON download (profile, organisations,
 * licence, personal credit ledger, applications, live sessions, security activity). The export is
 * itself audited, before the file is sent.
 */
export const accountExportRoutes: FastifyPluginAsync = async (app) => {
  app.get(ACCOUNT_EXPORT_PATH, { config: { access: SIGNED_IN } }, async (req, reply) => {
    const principal = requirePrincipal(req);
    const now = new Date();
    const account = await findAccount(app.db, principal.userId);
    if (!account) throw unauthorized();
    const [licence, credits, applications, sessions, activity] = await Promise.all([
      app.licensing.licenseInfo(account.id, principal.orgId, now),
      allCreditEntries(app.db, { userId: account.id }),
      app.db.query<{ id: string; title: string; status: string; created_at: Date | string }>('SELECT id, title, status, created_at FROM applications WHERE owner_user_id = $1 ORDER BY created_at', [account.id]),
      listLiveSessions(app.db, account.id, now),
      listAuditOfUser(app.db, account.id, ACTIVITY_MAX),
    ]);
    const data: AccountExport = {
      exportedAt: now.toISOString(),
      account: { id: account.id, email: account.email, name: account.name, emailVerified: account.emailVerified, secondFactor: account.totpEnabled, createdAt: account.createdAt.toISOString() },
      organizations: account.organizations,
      licence,
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
