import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from '../../platform/lib/errors';
import type { Principal } from './principal';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The bearer token of a request, if any (SPEC §7: `Authorization: Bearer {token}`). */
export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  return header ? (BEARER.exec(header)?.[1] ?? null) : null;
}

/** Verifies the request's bearer token with the app's authenticator; the access hook stores the result in `req.principal`. */
export async function principalFromRequest(app: Pick<FastifyInstance, 'authenticator'>, req: FastifyRequest): Promise<Principal | null> {
  const token = bearerToken(req);
  return token ? app.authenticator.authenticate(token) : null;
}

/** The caller, or 401 with the SPEC §8 session-expired message. */
export function requirePrincipal(req: FastifyRequest): Principal {
  if (!req.principal) throw appError('UNAUTHORIZED');
  return req.principal;
}
