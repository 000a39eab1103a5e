import { auditContext, recordAudit } from '../../../db/repositories/audit-log';
import type { FastifyInstance } from 'fastify';
import { AUTH_ERROR_CODES, TotpDisableRequestSchema, TotpEnableRequestSchema, type TotpSetupResponse } from '@iprism/shared/contracts';
import { verifyPassword } from '../../../auth/password';
import { requirePrincipal } from '../../../auth/request-principal';
import { generateRecoveryCodes, generateTotpSecret, hashRecoveryCode, totpStep, totpUrl } from '../../../auth/totp';
import { acceptTotpStep, disableTotp, enableTotp, setPendingTotpSecret } from '../../../db/repositories/users';
import { AppError, badRequest } from '../../../lib/errors';
import { SELF_SERVICE } from '../../access/route-access';
import { hitLimit, type AuthContext } from './context';
import { wrongPassword } from './password';
import { requireBuiltinPrincipal, requireUser } from './session';

export function registerTotpRoutes(app: FastifyInstance, ctx: AuthContext): void {
  // Stores a pending secret: the factor stays off until a code from the app proves the set-up worked.
  app.post('/api/auth/totp/setup', { config: { access: SELF_SERVICE } }, async (req): Promise<TotpSetupResponse> => {
    const user = await requireUser(app, requireBuiltinPrincipal(requirePrincipal(req)));
    if (user.totpEnabled) throw new AppError(409, 'CONFLICT', 'Two-factor authentication is already on.');
    const secret = generateTotpSecret();
    await setPendingTotpSecret(app.db, user.id, secret);
    return { secret, otpauthUrl: totpUrl(secret, user.email) };
  });

  app.post('/api/auth/totp/enable', { config: { access: SELF_SERVICE } }, async (req, reply): Promise<{ recoveryCodes: string[] }> => {
    const principal = requireBuiltinPrincipal(requirePrincipal(req));
    const { code } = TotpEnableRequestSchema.parse(req.body);
    await hitLimit(reply, ctx.limiters.account, `totp-enable:${principal.userId}`);
    const user = await requireUser(app, principal);
    if (user.totpEnabled) throw new AppError(409, 'CONFLICT', 'Two-factor authentication is already on.');
    if (!user.totpSecret) throw badRequest('Please start the two-factor set-up again.');
    const step = totpStep(user.totpSecret, code, ctx.now());
    // The code that switched the factor on cannot also sign in.
    if (step === null || !(await acceptTotpStep(app.db, user.id, step))) throw new AppError(400, AUTH_ERROR_CODES.INVALID_SECOND_FACTOR, 'The code is not valid. Please try again.');
    // Shown once, stored only as hashes.
    const recoveryCodes = generateRecoveryCodes();
    await app.db.transaction(async (tx) => {
      await enableTotp(tx, user.id, recoveryCodes.map(hashRecoveryCode));
      await recordAudit(tx, auditContext(req), { action: 'second-factor.added', subject: { type: 'user', id: user.id } });
    });
    return { recoveryCodes };
  });

  app.post('/api/auth/totp/disable', { config: { access: SELF_SERVICE } }, async (req, reply) => {
    const principal = requireBuiltinPrincipal(requirePrincipal(req));
    const { password } = TotpDisableRequestSchema.parse(req.body);
    await hitLimit(reply, ctx.limiters.account, `totp-disable:${principal.userId}`);
    const user = await requireUser(app, principal);
    if (!(await verifyPassword(user.passwordHash, password))) throw wrongPassword('password');
    await app.db.transaction(async (tx) => {
      await disableTotp(tx, user.id);
      await recordAudit(tx, auditContext(req), { action: 'second-factor.removed', subject: { type: 'user', id: user.id } });
    });
    return reply.status(204).send();
  });
}
