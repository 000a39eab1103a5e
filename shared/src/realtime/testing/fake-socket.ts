import { EventEmitter } from 'node:events';
import type { RealtimeSocket, SocketConnectOptions, SocketFactory } from '../socket-types';

/**
 * A socket.io client socket without a network. `emit` records what the client sends; the `server*`
 * and handshake methods play the other side by firing the client's listeners.
 */
export class FakeSocket implements RealtimeSocket {
  connected = false;
  /** When set, the fake server answers every ping with a pong, as a healthy server does. */
  answerPings = false;
  connectCalls = 0;
  disconnectCalls = 0;
  readonly sent: Array<{ event: string; args: unknown[] }> = [];
  private readonly listeners = new EventEmitter();

  constructor(
    readonly origin: string,
    readonly options: SocketConnectOptions,
  ) {}

  on(event: string, listener: (...args: unknown[]) => void): this {
    this.listeners.on(event, listener);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    this.sent.push({ event, args });
    if (event === 'ping' && this.answerPings) this.serverEmit('pong', { ts: Date.now() });
    return this;
  }

  connect(): this {
    this.connectCalls += 1;
    return this;
  }

  /** Like socket.io: a connected socket reports 'io client disconnect' synchronously. */
  disconnect(): this {
    this.disconnectCalls += 1;
    if (this.connected) this.drop('io client disconnect');
    return this;
  }

  acceptHandshake(): void {
    this.connected = true;
    this.listeners.emit('connect');
  }

  failHandshake(message: string): void {
    this.listeners.emit('connect_error', new Error(message));
  }

  drop(reason: string): void {
    this.connected = false;
    this.listeners.emit('disconnect', reason);
  }

  serverEmit(event: string, ...args: unknown[]): void {
    this.listeners.emit(event, ...args);
  }

  /** The payloads sent with `event`, oldest first. */
  payloads(event: string): unknown[] {
    return this.sent.filter((s) => s.event === event).map((s) => s.args[0]);
  }

  /** What socket.io does at each handshake: asks the auth callback for the payload. */
  handshakeAuth(): Promise<unknown> {
    const { auth } = this.options;
    if (typeof auth !== 'function') return Promise.resolve(auth);
    return new Promise((resolve) => auth(resolve));
  }
}

/** An io() that hands out one FakeSocket per call and remembers them. */
export function fakeIo(): SocketFactory & { sockets: FakeSocket[] } {
  const sockets: FakeSocket[] = [];
  const factory = (origin: string, options: SocketConnectOptions) => {
    const socket = new FakeSocket(origin, options);
    sockets.push(socket);
    return socket;
  };
  return Object.assign(factory, { sockets });
}
