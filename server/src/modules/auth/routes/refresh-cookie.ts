import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE_NAME, REFRESH_COOKIE_NAME_LOCAL_HTTP } from '@iprism/shared/contracts';
import { SESSION_TTL_MS } from '../sessions';
import { isPlainHttpLocalhost } from './plain-http-localhost';

function cookieFor(req: FastifyRequest): { name: string; secure: boolean } {
  const local = isPlainHttpLocalhost(req, req.server.config.publicOrigin);
  return local ? { name: REFRESH_COOKIE_NAME_LOCAL_HTTP, secure: false } : { name: REFRESH_COOKIE_NAME, secure: true };
}

/**
 * httpOnly so page scripts never see it; Strict so no other site can make the browser send it; Path=/
 * and no Domain as the `__Host-` prefix requires (only /api/auth/refresh and sign-out read it).
 */
export function setRefreshCookie(req: FastifyRequest, reply: FastifyReply, credential: string): void {
  const { name, secure } = cookieFor(req);
  void reply.setCookie(name, credential, { httpOnly: true, secure, sameSite: 'strict', path: '/', maxAge: Math.floor(SESSION_TTL_MS / 1000) });
}

export function clearRefreshCookie(req: FastifyRequest, reply: FastifyReply): void {
  const { name, secure } = cookieFor(req);
  void reply.clearCookie(name, { httpOnly: true, secure, sameSite: 'strict', path: '/' });
}

export const readRefreshCookie = (req: FastifyRequest): string | undefined => req.cookies[cookieFor(req).name];
