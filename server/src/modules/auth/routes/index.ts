import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Identity } from '../identity';
import { JwksSchema } from '@iprism/shared/contracts';
import { PUBLIC } from '../../../platform/http/access/route-access';
import type { AuthContext } from './context';
import { hasAdminLicense, registerDevOutboxRoute, type StaffCheck } from './dev-outbox';
import { registerPasswordRoutes } from './password';
import { registerSessionRoutes } from './session';
import { registerSignInRoutes } from './sign-in';
import { registerSignUpRoutes } from './sign-up';
import { registerTotpRoutes } from './totp';

/** One window for every auth limit: long enough to stop guessing, short enough to forgive typos. */
export const AUTH_RATE_WINDOW_MS = 15 * 60_000;
/** Mails one address may receive from the auth forms per window. */
export const MAIL_PER_ADDRESS = 5;

export interface AuthRoutesOptions {
  identity: Identity;
  rateLimit: { perAccount: number; perIp: number };
  /** Who may read the outbox outside the demo (default: iPrismAdmin). */
  isOutboxReader?: StaffCheck;
  now?: () => Date;
}

/** The built-in identity provider's HTTP surface: /api/auth/* plus the dev outbox. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const ctx: AuthContext = {
    identity: opts.identity,
    limiters: {
      account: app.createRateLimiter('auth-account', { max: opts.rateLimit.perAccount, windowMs: AUTH_RATE_WINDOW_MS }),
      ip: app.createRateLimiter('auth-ip', { max: opts.rateLimit.perIp, windowMs: AUTH_RATE_WINDOW_MS }),
      mail: app.createRateLimiter('auth-mail', { max: MAIL_PER_ADDRESS, windowMs: AUTH_RATE_WINDOW_MS }),
    },
    now: opts.now ?? (() => new Date()),
  };
  app.get('/api/auth/jwks', { config: { access: PUBLIC }, schema: { response: { 200: JwksSchema } } }, async (_req, reply) => {
    void reply.header('Cache-Control', 'public, max-age=300');
    return opts.identity.jwks;
  });
  registerSignUpRoutes(app, ctx);
  registerSignInRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerPasswordRoutes(app, ctx);
  registerTotpRoutes(app, ctx);
  registerDevOutboxRoute(app, opts.isOutboxReader ?? hasAdminLicense);
};
