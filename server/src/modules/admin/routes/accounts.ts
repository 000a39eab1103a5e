import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import {
  IdParamsSchema,
  AdminAccountDetailSchema,
  AdminAccountListSchema,
  ADMIN_ACCOUNTS_PAGE_SIZE,
  AdminAccountPatchSchema,
  AdminAccountsQuerySchema,
  EndSessionsResultSchema,
  VerificationResentSchema,
  type AccountStatus,
  type AdminAccount,
  type AdminAccountDetail,
  type AdminAccountList,
} from '@iprism/shared/contracts';
import { findAccount, listLiveSessionsOf, listOwnedLicenses, revokeAllSessions, searchAccounts, setSuspended, type AccountSearchRow } from '../repositories/admin-accounts';
import { auditContext, listAuditOfUser, recordAudit } from '../repositories/audit-log';
import { addCreditEntry, creditOwnerOf } from '../../commerce';
import { insertEmailToken, randomToken, sha256Hex, trustedOrigin, verificationLink } from '../../auth';
import { findUserById } from '../../accounts';
import { verifyEmailMail } from '../../../platform/mail/messages';
import { appError } from '../../../platform/lib/errors';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { STAFF } from '../../../platform/http/access/route-access';
import { replaceLicense, toAdminLicense } from '../license-change';

const VERIFY_LINK_TTL_MS = 24 * 60 * 60_000;

export const accountStatus = (a: Pick<AccountSearchRow, 'suspendedAt' | 'emailVerified'>): AccountStatus => (a.suspendedAt ? 'suspended' : a.emailVerified ? 'active' : 'unverified');

/** The list row: the account with the licence and credits its own calls would see (no active organisation chosen). */
async function toAdminAccount(app: FastifyInstance, row: AccountSearchRow, now: Date): Promise<AdminAccount> {
  const resolved = await app.licensing.resolve(row.id, null, now);
  const credits = await app.licensing.balance(creditOwnerOf(resolved, row.id));
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    status: accountStatus(row),
    licenseType: resolved.hasValidLicense ? resolved.license.type : null,
    credits,
    organizations: row.organizations,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

async function accountDetail(app: FastifyInstance, id: string, now: Date): Promise<AdminAccountDetail> {
  const row = await findAccount(app.db, id);
  if (!row) throw appError('NOT_FOUND', 'No such account.');
  const [base, licenses, sessions, audit] = await Promise.all([
    toAdminAccount(app, row, now),
    listOwnedLicenses(app.db, { userId: id }),
    listLiveSessionsOf(app.db, id, now, 100),
    listAuditOfUser(app.db, id, 50),
  ]);
  return {
    ...base,
    createdAt: row.createdAt.toISOString(),
    secondFactor: row.totpEnabled,
    licenses: licenses.map((l) => toAdminLicense(l, now)),
    sessions: sessions.map((s) => ({ id: s.id, userId: s.userId, ip: s.ip, userAgent: s.userAgent, createdAt: s.createdAt.toISOString(), lastActiveAt: s.lastActiveAt.toISOString() })),
    audit,
  };
}

/**
 * /admin/accounts (staff, SPEC §5 guard 6). Every change is written with its audit row in one transaction,
 * then the access signal clears the session, licence and credit caches on every node, so a suspension
 * or a new licence takes effect on the user's next request wherever it lands.
 */
export const adminAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, STAFF);
  app.get('/api/admin/accounts', { schema: { querystring: AdminAccountsQuerySchema, response: { 200: AdminAccountListSchema } } }, async (req): Promise<AdminAccountList> => {
    const { query, page } = req.query;
    const now = new Date();
    const { rows, total } = await searchAccounts(app.db, query, ADMIN_ACCOUNTS_PAGE_SIZE, (page - 1) * ADMIN_ACCOUNTS_PAGE_SIZE);
    const items: AdminAccount[] = [];
    for (const row of rows) items.push(await toAdminAccount(app, row, now));
    return { items, total };
  });

  app.get('/api/admin/accounts/:id', { schema: { params: IdParamsSchema, response: { 200: AdminAccountDetailSchema } } }, async (req) => accountDetail(app, req.params.id, new Date()));

  app.patch('/api/admin/accounts/:id', { schema: { params: IdParamsSchema, body: AdminAccountPatchSchema, response: { 200: AdminAccountDetailSchema } } }, async (req): Promise<AdminAccountDetail> => {
    const body = req.body;
    if (body.status === undefined && body.license === undefined && body.creditAdjustment === undefined) throw appError('VALIDATION_FAILED', 'Nothing to change: send status, license or creditAdjustment.');
    const user = await findUserById(app.db, req.params.id);
    if (!user) throw appError('NOT_FOUND', 'No such account.');
    const now = new Date();
    const audit = auditContext(req);
    const subject = { type: 'user' as const, id: user.id };
    await app.db.transaction(async (tx) => {
      if (body.status === 'suspended' && (await setSuspended(tx, user.id, now))) {
        const ended = await revokeAllSessions(tx, user.id);
        await recordAudit(tx, audit, { action: 'account.suspended', subject, detail: { email: user.email, sessionsEnded: ended } });
      }
      if (body.status === 'active' && (await setSuspended(tx, user.id, null))) {
        await recordAudit(tx, audit, { action: 'account.restored', subject, detail: { email: user.email } });
      }
      if (body.license) {
        const { ended } = await replaceLicense(tx, { userId: user.id }, body.license, now);
        await recordAudit(tx, audit, { action: 'license.changed', subject, detail: { type: body.license.type, endsAt: body.license.endsAt, seats: body.license.seats ?? 1, replaced: ended } });
      }
      if (body.creditAdjustment) {
        const { amount, reason } = body.creditAdjustment;
        await addCreditEntry(tx, { userId: user.id }, amount, `Staff adjustment: ${reason}`);
        await recordAudit(tx, audit, { action: 'credits.changed', subject, detail: { amount, reason } });
      }
    });
    app.accessSignal.changed();
    return accountDetail(app, user.id, now);
  });

  app.post('/api/admin/accounts/:id/sessions/revoke', { schema: { params: IdParamsSchema, response: { 200: EndSessionsResultSchema } } }, async (req): Promise<{ ended: number }> => {
    const user = await findUserById(app.db, req.params.id);
    if (!user) throw appError('NOT_FOUND', 'No such account.');
    const ended = await app.db.transaction(async (tx) => {
      const n = await revokeAllSessions(tx, user.id);
      await recordAudit(tx, auditContext(req), { action: 'session.revoked', subject: { type: 'user', id: user.id }, detail: { all: true, ended: n } });
      return n;
    });
    app.accessSignal.changed();
    return { ended };
  });

  app.post('/api/admin/accounts/:id/resend-verification', { schema: { params: IdParamsSchema, response: { 200: VerificationResentSchema } } }, async (req): Promise<{ sent: boolean }> => {
    const user = await findUserById(app.db, req.params.id);
    if (!user) throw appError('NOT_FOUND', 'No such account.');
    if (user.emailVerified) throw appError('VALIDATION_FAILED', 'This e-mail address is already verified.');
    const token = randomToken();
    await app.db.transaction(async (tx) => {
      await insertEmailToken(tx, { tokenHash: sha256Hex(token), userId: user.id, purpose: 'verify-email', expiresAt: new Date(Date.now() + VERIFY_LINK_TTL_MS) });
      await recordAudit(tx, auditContext(req), { action: 'verification.resent', subject: { type: 'user', id: user.id }, detail: { email: user.email } });
    });
    await app.mailer.send(verifyEmailMail(user.email, user.name, verificationLink(trustedOrigin(app.config, req), token, null)));
    return { sent: true };
  });
};
