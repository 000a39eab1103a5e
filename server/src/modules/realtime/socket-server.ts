import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { SERVER_EVENTS, SERVER_SHUTDOWN_MESSAGE, SOCKET_AUTH_ERRORS, SOCKET_PATH, appChannel } from '@iprism/shared/contracts';
import { createLinkRecovery } from './link-recovery';
import { createProgressBus } from './progress-bus';
import { registerProgressHandlers } from './progress-handlers';
import { connectRedisAdapter } from './redis-adapter';
import { userRoom } from './rooms';
import { registerSessionHandlers } from './session-handlers';
import { handshakeAuth } from './socket-auth';
import { corsOrigins, isHandshakeOriginAllowed } from './socket-origin';
import { registerRateLimit } from './socket-rate-limit';
import { LINK_RESTORED_EVENT, type RealtimeServer } from './socket-types';
import { roomUserPush } from './user-push';
import { registerSocketMetrics } from '../../platform/metrics/socket-metrics';
import { proxyTrust } from '../../platform/config/proxy-trust';

/** Client messages are a few hundred bytes; anything this big is refused by the transport, which closes the connection. */
export const SOCKET_MAX_MESSAGE_BYTES = 64 * 1024;

export interface RealtimeOptions {
  /** The same list the access plugin checks mutating requests against (besides the request's own origin). */
  allowedOrigins: readonly string[];
  /** Set: broadcasts go through Redis so every node's sockets get them. */
  redisUrl?: string;
  now?: () => number;
}

/**
 * The live socket (SPEC §7, ARCHITECTURE §6) on the app's own HTTP server at /api/ws, and the progress
 * bus and user push that emit to its rooms: `user:{userId}` (joined at connect) and `app:{id}` (joined
 * by an authorised `subscribe`). Decorates `app.progressBus` and `app.userPush`; a graceful close tells
 * every socket of this node `server-shutdown` before it disconnects them.
 */
export async function attachRealtime(app: FastifyInstance, opts: RealtimeOptions): Promise<void> {
  const now = opts.now ?? Date.now;
  // Before the server exists: a node that cannot reach Redis must not start serving sockets.
  const redis = opts.redisUrl ? await connectRedisAdapter(opts.redisUrl, app.log) : null;

  const trusted = proxyTrust(app.config.trustProxy);
  const io: RealtimeServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    transports: ['websocket', 'polling'],
    maxHttpBufferSize: SOCKET_MAX_MESSAGE_BYTES,
    cors: { origin: corsOrigins(opts.allowedOrigins), credentials: true },
    allowRequest: (req, callback) => {
      const allowed = isHandshakeOriginAllowed(req, opts.allowedOrigins, trusted);
      callback(allowed ? null : SOCKET_AUTH_ERRORS.origin, allowed);
    },
  });
  const recovery = createLinkRecovery(io, app.db, app.log);
  if (redis) {
    io.adapter(redis.adapter);
    io.on(LINK_RESTORED_EVENT, (missedSinceMs) => recovery.linkRestored(new Date(missedSinceMs)));
    redis.onLinkLost(() => recovery.linkLost());
    redis.onLinkRestored((missedSince) => {
      recovery.linkRestored(missedSince);
      // Also when only this node lost its link: its broadcasts and room changes of the outage were lost for every node.
      io.serverSideEmit(LINK_RESTORED_EVENT, missedSince.getTime());
    });
  }
  registerSocketMetrics(app.metrics, () => io.of('/').sockets.size);

  io.use(handshakeAuth(app.authenticator, now, app.log));
  io.on('connection', (socket) => {
    const { userId } = socket.data.principal;
    void socket.join(userRoom(userId));
    socket.emit(SERVER_EVENTS.connected, { userId, socketId: socket.id });
    registerRateLimit(socket, now);
    registerProgressHandlers(socket, { db: app.db, licensing: app.licensing, orgAdminCheck: app.orgAdminCheck, now, log: app.log });
    // Last: it arms the token-expiry timer, which may disconnect the socket.
    registerSessionHandlers(socket, { authenticator: app.authenticator, now, log: app.log });
  });

  app.decorate('userPush', roomUserPush(io));
  app.decorate(
    'progressBus',
    createProgressBus({
      db: app.db,
      now,
      fanOut: {
        toApplication: (applicationId, payload) => io.to(appChannel(applicationId)).emit(SERVER_EVENTS.appProgress, payload),
        toUser: (userId, payload) => io.to(userRoom(userId)).emit(SERVER_EVENTS.userProgress, payload),
      },
    }),
  );

  // Before Fastify stops listening: open sockets would hold the HTTP server's close open. `local`, because
  // with the Redis adapter a plain broadcast would tell the other nodes' clients this node is going away.
  app.addHook('preClose', async () => {
    io.local.emit(SERVER_EVENTS.serverShutdown, { message: SERVER_SHUTDOWN_MESSAGE });
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    recovery.stop();
    // Also closes the HTTP server, which Fastify has already closed: io.close resolves either way.
    await io.close();
    await redis?.close();
  });
}
