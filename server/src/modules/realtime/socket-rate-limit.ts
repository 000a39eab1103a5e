import { SERVER_EVENTS } from '@iprism/shared/contracts';
import { refuse, splitArgs } from './socket-replies';
import type { RealtimeSocket } from './socket-types';
import { createTokenBucket } from './token-bucket';

/**
 * Per-socket event rate. The burst covers a client that sends `request-progress` for every known
 * application at connect (SPEC §7); the sustained rate is far above any honest client.
 */
export const SOCKET_EVENT_BURST = 50;
export const SOCKET_EVENTS_PER_SECOND = 20;
/**
 * Refused events a socket may send before it is cut off, refilled slowly: a client that overshoots now
 * and then keeps its socket, one that keeps flooding loses it.
 */
export const SOCKET_ABUSE_BURST = 50;
export const SOCKET_ABUSE_REFILL_PER_SECOND = 5;

/** SPEC §8 canned message. */
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait before trying again.';

/**
 * Drops events over the socket's rate (error event RATE_LIMITED, and a failed acknowledgement when
 * the client passed one); disconnects a socket that keeps flooding. Runs before every event handler.
 */
export function registerRateLimit(socket: RealtimeSocket, now: () => number): void {
  const events = createTokenBucket({ capacity: SOCKET_EVENT_BURST, refillPerSecond: SOCKET_EVENTS_PER_SECOND, nowMs: now() });
  const strikes = createTokenBucket({ capacity: SOCKET_ABUSE_BURST, refillPerSecond: SOCKET_ABUSE_REFILL_PER_SECOND, nowMs: now() });
  socket.use(([event, ...args], next) => {
    const t = now();
    if (events.take(t)) return next();
    const error = { code: 'RATE_LIMITED' as const, message: RATE_LIMITED_MESSAGE, event: String(event) };
    if (!strikes.take(t)) {
      socket.emit(SERVER_EVENTS.error, error);
      socket.disconnect(true);
      return;
    }
    refuse(socket, splitArgs(args).ack, error);
  });
}
