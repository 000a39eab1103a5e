import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@iprism/shared/contracts';
import type { Principal } from '../auth';

/** What the handshake establishes for a socket; `auth:refresh` replaces both. */
export interface SocketData {
  principal: Principal;
  /** When the socket's token expires, in milliseconds since the epoch. */
  tokenExpiresAt: number;
}

/** Told to every node by one whose Redis link came back: what it published or changed meanwhile never reached them. */
export const LINK_RESTORED_EVENT = 'link-restored';

/** Server-to-server events (socket.io `serverSideEmit`, through the Redis adapter). */
export interface InterServerEvents {
  [LINK_RESTORED_EVENT]: (missedSinceMs: number) => void;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
