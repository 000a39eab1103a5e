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
  /** Takes the user's open sockets out of an application's room: their access to it has ended. */
  leaveApplication(userId: string, applicationId: string): void;
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
    leaveApplication(userId, applicationId) {
      io.in(userRoom(userId)).socketsLeave(appChannel(applicationId));
    },
  };
}
