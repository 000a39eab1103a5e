import { auditContext, recordAudit } from '../../admin';
import type { ZodFastifyInstance } from '../../../platform/http/plugins/zod-schemas';
import { z } from 'zod';
import { TotpDisableRequestSchema, TotpEnableRequestSchema, TotpEnableResponseSchema, TotpSetupResponseSchema, type TotpSetupResponse } from '@iprism/shared/contracts';
import { verifyPassword } from '../password';
import { requirePrincipal } from '../request-principal';
import { generateRecoveryCodes, generateTotpSecret, hashRecoveryCode, totpStep, totpUrl } from '../totp';
import { acceptTotpStep, disableTotp, enableTotp, setPendingTotpSecret } from '../../accounts';
import { appError } from '../../../platform/lib/errors';
import { SELF_SERVICE } from '../../../platform/http/access/route-access';
import { hitLimit, type AuthContext } from './context';
import { wrongPassword } from './password';
import { requireBuiltinPrincipal, requireUser } from './session';

export function registerTotpRoutes(app: ZodFastifyInstance, ctx: AuthContext): void {
  // Stores a pending secret: the factor stays off until a code from the app proves the set-up worked.
  app.post('/api/auth/totp/setup', { config: { access: SELF_SERVICE }, schema: { response: { 200: TotpSetupResponseSchema } } }, async (req): Promise<TotpSetupResponse> => {
    const user = await requireUser(app, requireBuiltinPrincipal(requirePrincipal(req)));
    if (user.totpEnabled) throw appError('CONFLICT', 'Two-factor authentication is already on.');
    const secret = generateTotpSecret();
    await setPendingTotpSecret(app.db, user.id, secret);
    return { secret, otpauthUrl: totpUrl(secret, user.email) };
  });

  app.post('/api/auth/totp/enable', { config: { access: SELF_SERVICE }, schema: { body: TotpEnableRequestSchema, response: { 200: TotpEnableResponseSchema } } }, async (req, reply): Promise<{ recoveryCodes: string[] }> => {
    const principal = requireBuiltinPrincipal(requirePrincipal(req));
    const { code } = req.body;
    await hitLimit(reply, ctx.limiters.account, `totp-enable:${principal.userId}`);
    const user = await requireUser(app, principal);
    if (user.totpEnabled) throw appError('CONFLICT', 'Two-factor authentication is already on.');
    if (!user.totpSecret) throw appError('VALIDATION_FAILED', 'Please start the two-factor set-up again.');
    const step = totpStep(user.totpSecret, code, ctx.now());
    // The code that switched the factor on cannot also sign in.
    if (step === null || !(await acceptTotpStep(app.db, user.id, step))) throw appError('INVALID_SETUP_CODE');
    // Shown once, stored only as hashes.
    const recoveryCodes = generateRecoveryCodes();
    await app.db.transaction(async (tx) => {
      await enableTotp(tx, user.id, recoveryCodes.map(hashRecoveryCode));
      await recordAudit(tx, auditContext(req), { action: 'second-factor.added', subject: { type: 'user', id: user.id } });
    });
    return { recoveryCodes };
  });

  app.post('/api/auth/totp/disable', { config: { access: SELF_SERVICE }, schema: { body: TotpDisableRequestSchema, response: { 204: z.null() } } }, async (req, reply) => {
    const principal = requireBuiltinPrincipal(requirePrincipal(req));
    const { password } = req.body;
    await hitLimit(reply, ctx.limiters.account, `totp-disable:${principal.userId}`);
    const user = await requireUser(app, principal);
    if (!(await verifyPassword(user.passwordHash, password))) throw wrongPassword('password');
    await app.db.transaction(async (tx) => {
      await disableTotp(tx, user.id);
      await recordAudit(tx, auditContext(req), { action: 'second-factor.removed', subject: { type: 'user', id: user.id } });
    });
    return reply.status(204).send(null);
  });
}
