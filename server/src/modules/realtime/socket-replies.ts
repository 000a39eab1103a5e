import type { FastifyBaseLogger } from 'fastify';
import { SERVER_EVENTS, type SocketAck, type SocketError } from '@iprism/shared/contracts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../../platform/db/database-unavailable';
import { INTERNAL_FAILURE_MESSAGE } from '../../platform/lib/errors';
import type { RealtimeSocket } from './socket-types';

export type Ack = (res: SocketAck<Record<string, unknown>>) => void;

/**
 * Splits a client event's arguments into its payload and its acknowledgement callback. socket.io puts
 * the callback last when the client passed one; its types do not replace checking that at run time.
 */
export function splitArgs(args: readonly unknown[]): { payload: unknown; ack: Ack | null } {
  const last = args[args.length - 1];
  const ack = typeof last === 'function' ? (last as Ack) : null;
  return { payload: args[0] === last && ack ? undefined : args[0], ack };
}

/** A refusal: the error event (never any data) and, when the client asked for one, a failed acknowledgement. */
export function refuse(socket: RealtimeSocket, ack: Ack | null, error: SocketError): void {
  socket.emit(SERVER_EVENTS.error, error);
  ack?.({ ok: false, error });
}

/**
 * The refusal for an event whose handler failed, sorted as the HTTP error handler sorts it: a database
 * that cannot be reached is SERVICE_UNAVAILABLE (it passes; try again), anything else INTERNAL, logged
 * as an error and never described to the client.
 */
export function failureOf(err: unknown, event: string, log: FastifyBaseLogger, userId: string): SocketError {
  if (isDatabaseUnavailable(err)) {
    log.warn({ err, event, userId }, 'socket event: database unavailable');
    return { code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE, event };
  }
  log.error({ err, event, userId }, 'socket event failed');
  return { code: 'INTERNAL', message: INTERNAL_FAILURE_MESSAGE, event };
}
