import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config';
import { appError } from '../../lib/errors';
import { isCrossSiteMutation, securityHeaders, type PerimeterFacts } from './security-headers';

/**
 * Security headers on every answer Fastify sends (pages, API, errors, 404s) and the refusal of
 * cross-site state changes, before any route or body parsing runs.
 */
export function registerPerimeter(app: FastifyInstance, config: Pick<Config, 'clerk'>): void {
  const facts: PerimeterFacts = { clerkOrigin: config.clerk ? new URL(config.clerk.issuer).origin : null };
  const plain = securityHeaders(facts, false);
  const tls = securityHeaders(facts, true);
  app.addHook('onRequest', async (req, reply) => {
    // req.protocol is https only for a TLS socket or a proxy named in TRUST_PROXY.
    void reply.headers(req.protocol === 'https' ? tls : plain);
    if (isCrossSiteMutation(req.method, req.headers['sec-fetch-site'])) throw appError('FORBIDDEN', 'Requests from other sites are not accepted.');
  });
}
