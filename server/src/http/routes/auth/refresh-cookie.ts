import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE_NAME } from '@iprism/shared/contracts';
import { SESSION_TTL_MS } from '../../../auth/sessions';

/** Only the auth routes need the refresh credential, so the browser sends it nowhere else. */
const COOKIE_PATH = '/api/auth';

/** httpOnly so page scripts never see it; Strict so no other site can make the browser send it. */
export function setRefreshCookie(req: FastifyRequest, reply: FastifyReply, credential: string): void {
  void reply.setCookie(REFRESH_COOKIE_NAME, credential, {
    httpOnly: true,
    secure: req.protocol === 'https',
    sameSite: 'strict',
    path: COOKIE_PATH,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearRefreshCookie(req: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(REFRESH_COOKIE_NAME, { httpOnly: true, secure: req.protocol === 'https', sameSite: 'strict', path: COOKIE_PATH });
}

export const readRefreshCookie = (req: FastifyRequest): string | undefined => req.cookies[REFRESH_COOKIE_NAME];
