import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../platform/db/db';
import { recheckWatchers, suspendApplicationRooms, type WatchersByRoom } from './lapsed-watchers';
import { resendMissed } from './resend-missed';
import type { RealtimeServer } from './socket-types';

/**
 * What was missed is re-sent this long after the link is back: the subscriptions ioredis renews on reconnect
 * are in place by then, so nothing published meanwhile falls between the read and the live fan-out.
 */
const RESEND_DELAY_MS = 1_000;

/**
 * A node's catch-up around an outage of Redis. When its own link is lost, its sockets leave the application
 * rooms (`linkLost`): a message ending someone's access cannot reach it meanwhile. Once its own link or
 * another node's is back (`linkRestored`): first every watcher, in a room or taken out, is checked, and only
 * those still allowed are in the rooms (live events flow again right away, to them only);
 * then what was broadcast meanwhile is re-sent (resend-missed.ts). `stop` on close cancels a pending re-send.
 */
export function createLinkRecovery(io: RealtimeServer, db: Queryable, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  /** The application rooms this node's sockets left when its own link dropped. */
  const suspended: WatchersByRoom = new Map();
  /** Several nodes may report a loss at once: one re-send covers them all, from the earliest. */
  let pendingSince: Date | null = null;
  const resend = (missedSince: Date) =>
    resendMissed(io, db, missedSince).then(
      (sent) => log.info({ ...sent, missedSince }, 'missed live events re-sent after the Redis link came back'),
      (err: unknown) => log.error({ err }, 'missed live events could not be re-sent after the Redis link came back'),
    );
  return {
    linkLost(): void {
      suspendApplicationRooms(io, suspended);
    },
    linkRestored(missedSince: Date): void {
      if (pendingSince === null || missedSince < pendingSince) pendingSince = missedSince;
      clearTimeout(timer);
      recheckWatchers(io, db, suspended)
        .then(
          (dropped) => log.info({ dropped }, 'sockets whose access ended while the Redis link was down left their rooms'),
          (err: unknown) => log.error({ err }, 'socket rooms could not be checked after the Redis link came back'),
        )
        .finally(() => {
          clearTimeout(timer);
          if (stopped) return;
          timer = setTimeout(() => {
            const since = pendingSince ?? missedSince;
            pendingSince = null;
            void resend(since);
          }, RESEND_DELAY_MS);
        });
    },
    stop(): void {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
