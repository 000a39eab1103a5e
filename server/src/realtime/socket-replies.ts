import { SERVER_EVENTS, type SocketAck, type SocketError } from '@iprism/shared/contracts';
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
