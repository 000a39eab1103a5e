import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/db';
import { dropLapsedWatchers } from './lapsed-watchers';
import { resendMissed } from './resend-missed';
import type { RealtimeServer } from './socket-types';

/**
 * What was missed is re-sent this long after the link is back: the subscriptions ioredis renews on reconnect
 * are in place by then, so nothing published meanwhile falls between the read and the live fan-out.
 */
const RESEND_DELAY_MS = 1_000;

/**
 * A node's catch-up once its Redis link is back: first, at once, its sockets leave the application rooms
 * whose access ended during the outage (live events flow again right away); then what other nodes
 * broadcast meanwhile is re-sent (resend-missed.ts). `stop` on close cancels a pending re-send.
 */
export function createLinkRecovery(io: RealtimeServer, db: Queryable, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const resend = (missedSince: Date) =>
    resendMissed(io, db, missedSince).then(
      (sent) => log.info({ ...sent, missedSince }, 'missed live events re-sent after the Redis link came back'),
      (err: unknown) => log.error({ err }, 'missed live events could not be re-sent after the Redis link came back'),
    );
  return {
    linkRestored(missedSince: Date): void {
      clearTimeout(timer);
      dropLapsedWatchers(io, db, new Date())
        .then(
          (dropped) => log.info({ dropped }, 'sockets whose access ended while the Redis link was down left their rooms'),
          (err: unknown) => log.error({ err }, 'socket rooms could not be checked after the Redis link came back'),
        )
        .finally(() => {
          if (!stopped) timer = setTimeout(() => void resend(missedSince), RESEND_DELAY_MS);
        });
    },
    stop(): void {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
