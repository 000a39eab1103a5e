import type { FastifyBaseLogger } from 'fastify';
import { AuthRefreshSchema, CLIENT_EVENTS, SERVER_EVENTS, SOCKET_AUTH_ERRORS } from '@iprism/shared/contracts';
import type { Authenticator } from '../auth';
import { checkSocketToken } from './socket-auth';
import { failureOf, refuse, splitArgs } from './socket-replies';
import type { RealtimeSocket } from './socket-types';

/** setTimeout's ceiling (about 24.8 days); a later expiry is re-armed when this fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface SessionHandlerDeps {
  authenticator: Authenticator;
  now: () => number;
  log: FastifyBaseLogger;
}

/**
 * The socket's session: `ping` → `pong`, and the token's lifetime. A socket lives no longer than its
 * token: when the expiry passes without an `auth:refresh`, the client gets the SPEC §8 'JWT is expired'
 * error event (it fetches a fresh token and reconnects after 1 s) and the socket is closed.
 */
export function registerSessionHandlers(socket: RealtimeSocket, deps: SessionHandlerDeps): void {
  let timer: NodeJS.Timeout | undefined;
  const arm = (): void => {
    clearTimeout(timer);
    const left = socket.data.tokenExpiresAt - deps.now();
    if (left <= 0) {
      socket.emit(SERVER_EVENTS.error, { code: 'UNAUTHORIZED', message: SOCKET_AUTH_ERRORS.expired });
      socket.disconnect(true);
      return;
    }
    timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
  };
  arm();
  socket.on('disconnect', () => clearTimeout(timer));

  socket.on(CLIENT_EVENTS.ping, (...args: unknown[]) => {
    const pong = { ts: deps.now() };
    socket.emit(SERVER_EVENTS.pong, pong);
    const { ack } = splitArgs(args);
    (ack as ((p: typeof pong) => void) | null)?.(pong);
  });

  socket.on(CLIENT_EVENTS.authRefresh, (...args: unknown[]) => {
    const event = CLIENT_EVENTS.authRefresh;
    const { payload, ack } = splitArgs(args);
    const parsed = AuthRefreshSchema.safeParse(payload);
    if (!parsed.success) return refuse(socket, ack, { code: 'BAD_REQUEST', message: `Invalid ${event} payload.`, event });
    void checkSocketToken(deps.authenticator, parsed.data.token, deps.now()).then(
      (check) => {
        // A refused token leaves the current one in force until it expires.
        if (!check.ok) return refuse(socket, ack, { code: 'UNAUTHORIZED', message: check.message, event });
        // Rooms were joined for the current user; another user's token must open its own socket.
        if (check.principal.userId !== socket.data.principal.userId) {
          return refuse(socket, ack, { code: 'FORBIDDEN', message: 'The token belongs to another user.', event });
        }
        socket.data.principal = check.principal;
        socket.data.tokenExpiresAt = check.expiresAt;
        if (socket.connected) arm();
        ack?.({ ok: true, expiresAt: check.expiresAt });
      },
      (err: unknown) => refuse(socket, ack, failureOf(err, event, deps.log, socket.data.principal.userId)),
    );
  });
}
