import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../platform/db/db';
import { expireOverdueAgreements } from './repositories/agreements';

/** Often enough that /admin/agreements and the recipient's link agree with the date within minutes. */
export const AGREEMENT_EXPIRY_INTERVAL_MS = 5 * 60_000;

/**
 * The agreement expiry job: at start and then every few minutes, every agreement not agreed by its
 * expiresAt is recorded as expired. On several nodes each runs it, which is harmless (one conditional UPDATE).
 */
export function scheduleAgreementExpiry(db: Queryable, log: FastifyBaseLogger, intervalMs = AGREEMENT_EXPIRY_INTERVAL_MS): { stop: () => void } {
  const run = () =>
    expireOverdueAgreements(db, new Date()).then(
      (n) => {
        if (n > 0) log.info({ expired: n }, 'overdue agreements expired');
      },
      (err: unknown) => log.error({ err }, 'agreement expiry job failed'),
    );
  const first = setTimeout(run, 0);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return { stop: () => (clearInterval(timer), clearTimeout(first)) };
}
