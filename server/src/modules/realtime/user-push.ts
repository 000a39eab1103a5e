import { appChannel } from '@iprism/shared/contracts';
import { userRoom } from './rooms';
import type { RealtimeServer } from './socket-types';

/**
 * How server code pushes a live event to one user's open sockets without knowing about socket.io.
 * The socket server (socket-server.ts) decorates the app with `roomUserPush`; with REDIS_URL it reaches
 * sockets on every node.
 */
export interface UserPush {
  toUser(userId: string, event: string, data: unknown): void;
  /** Takes the user's open sockets out of these applications' rooms: their access to them has ended. */
  leaveApplications(userId: string, applicationIds: readonly string[]): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Live pushes to a user's sockets (notifications). */
    userPush: UserPush;
  }
}

/** Emitter for names the typed event map cannot check: UserPush takes any event name by design. */
type UntypedEmitter = { emit(event: string, data: unknown): boolean };

/** Emits to room `user:{userId}`. */
export function roomUserPush(io: RealtimeServer): UserPush {
  return {
    toUser(userId, event, data) {
      (io.to(userRoom(userId)) as unknown as UntypedEmitter).emit(event, data);
    },
    leaveApplications(userId, applicationIds) {
      // One operation for all the rooms: through the Redis adapter, each call is a message to every node.
      if (applicationIds.length > 0) io.in(userRoom(userId)).socketsLeave(applicationIds.map(appChannel));
    },
  };
}
