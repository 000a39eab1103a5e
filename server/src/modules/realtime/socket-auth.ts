import { decodeJwt } from 'jose';
import { ERROR_CODES, SOCKET_AUTH_ERRORS } from '@iprism/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Authenticator, Principal } from '../auth';
import type { RealtimeSocket } from './socket-types';

export type TokenCheck = { ok: true; principal: Principal; expiresAt: number } | { ok: false; message: string };

/** The `exp` claim in milliseconds, or null when the token has none or does not decode. */
function expiryOf(token: string): number | null {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Verifies a socket token with the app's authenticator. A refusal carries the exact SPEC §8 text the
 * client branches on: 'JWT is expired' when the token's own `exp` has passed, otherwise 'Token
 * verification failed'. Reading `exp` of a refused token only picks the message; it grants nothing.
 */
export async function checkSocketToken(authenticator: Authenticator, token: unknown, nowMs: number): Promise<TokenCheck> {
  if (typeof token !== 'string' || token === '') return { ok: false, message: SOCKET_AUTH_ERRORS.missing };
  const principal = await authenticator.authenticate(token);
  const expiresAt = expiryOf(token);
  if (!principal) return { ok: false, message: expiresAt !== null && expiresAt <= nowMs ? SOCKET_AUTH_ERRORS.expired : SOCKET_AUTH_ERRORS.invalid };
  // Both providers require `exp`; a token without one would otherwise keep a socket open for ever.
  if (expiresAt === null) return { ok: false, message: SOCKET_AUTH_ERRORS.invalid };
  // The authenticator tolerates a few seconds of clock skew; a socket would be cut off at once anyway.
  if (expiresAt <= nowMs) return { ok: false, message: SOCKET_AUTH_ERRORS.expired };
  return { ok: true, principal, expiresAt };
}

/** A connect error as STYLE asks: the message the client matches on, `data` with `{ code, message }`. */
export function connectError(message: string, code: string = ERROR_CODES.UNAUTHORIZED): Error & { data: { code: string; message: string } } {
  return Object.assign(new Error(message), { data: { code, message } });
}

/** Handshake middleware: `socket.handshake.auth.token` must verify; the principal and expiry go to `socket.data`. */
export function handshakeAuth(authenticator: Authenticator, now: () => number, log: FastifyBaseLogger) {
  return (socket: RealtimeSocket, next: (err?: Error) => void): void => {
    const token: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
    checkSocketToken(authenticator, token, now()).then(
      (check) => {
        if (!check.ok) return next(connectError(check.message));
        socket.data.principal = check.principal;
        socket.data.tokenExpiresAt = check.expiresAt;
        next();
      },
      // The authenticator reads the database; a failure there is not the token's fault, so say so.
      (err: unknown) => {
        log.error({ err }, 'socket handshake: authentication failed');
        next(connectError('Authentication is unavailable. Please try again.', ERROR_CODES.SERVICE_UNAVAILABLE));
      },
    );
  };
}
