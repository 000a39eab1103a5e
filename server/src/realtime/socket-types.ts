import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@iprism/shared/contracts';
import type { Principal } from '../auth/principal';

/** What the handshake establishes for a socket; `auth:refresh` replaces both. */
export interface SocketData {
  principal: Principal;
  /** When the socket's token expires, in milliseconds since the epoch. */
  tokenExpiresAt: number;
}

/** No server-to-server events: nodes only share broadcasts through the adapter. */
export type InterServerEvents = Record<string, never>;

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
