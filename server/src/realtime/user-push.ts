/**
 * How server code pushes a live event to one user's open sockets without knowing about socket.io.
 * The socket server (server/src/realtime/socket-server.ts) provides the real one; with REDIS_URL it
 * reaches sockets on every node. Until the socket server is attached, nothing is pushed.
 */
export interface UserPush {
  toUser(userId: string, event: string, data: unknown): void;
}

export const noUserPush: UserPush = { toUser: () => undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** Live pushes to a user's sockets (notifications); replaced when the socket server attaches. */
    userPush: UserPush;
  }
}
