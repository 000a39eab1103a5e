import type { ManagerOptions, SocketOptions } from 'socket.io-client';

/** The options the client passes to socket.io's `io()`. */
export type SocketConnectOptions = Partial<ManagerOptions & SocketOptions>;

/**
 * What the client uses of a socket.io `Socket`. Kept this narrow so tests can drive the client with
 * an EventEmitter-based fake; listeners take unknown arguments because everything off the wire is
 * validated before use.
 */
export interface RealtimeSocket {
  readonly connected: boolean;
  connect(): unknown;
  disconnect(): unknown;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
}

/** socket.io's `io(origin, options)`, injected so tests can pass a fake. */
export type SocketFactory = (origin: string, options: SocketConnectOptions) => RealtimeSocket;
