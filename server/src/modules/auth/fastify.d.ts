import type { Mailer } from '../../platform/mail/mailer';
import type { Authenticator, Principal } from './principal';

declare module 'fastify' {
  interface FastifyInstance {
    /** Verifies bearer tokens of either provider (built-in first, then Clerk). */
    authenticator: Authenticator;
    mailer: Mailer;
  }
  interface FastifyRequest {
    /** Filled from the bearer token before the handler runs; null for anonymous callers. */
    principal: Principal | null;
  }
}
