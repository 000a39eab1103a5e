import type { FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config/config';
import { trimEndOf } from '@iprism/shared/text';

/**
 * The origin for links in e-mails and for the token's `azp`. Never the raw Host or Origin header:
 * an attacker could otherwise have a reset link for someone else's account point at their own site.
 * The configured public origin wins; else an allow-listed Origin; else this server itself.
 */
export function trustedOrigin(config: Pick<Config, 'publicOrigin' | 'allowedOrigins' | 'port'>, req: FastifyRequest): string {
  if (config.publicOrigin) return trimEndOf(config.publicOrigin, '/');
  const origin = req.headers.origin;
  if (origin && config.allowedOrigins.includes(origin)) return origin;
  return `http://localhost:${config.port}`;
}
