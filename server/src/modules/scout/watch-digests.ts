import type { FastifyBaseLogger } from 'fastify';
import { hasPilotAccess } from '@iprism/shared/contracts';
import type { Db, Queryable } from '../../platform/db/db';
import { claimDigest, listDigestHits, listDigestRecipients, previousDigestEnd, recordDigestSize, type DigestHit } from './repositories/scout-digests';
import { lastCompletedPeriod, type DigestCadence } from '../../domain/scout/digest-period';
import type { Licensing } from '../commerce';
import type { Mailer } from '../../platform/mail/mailer';
import { watchDigestMail, type DigestWatch } from './digest-mail';

export interface DigestDeps {
  /** The mailer writing through `q`, so an outbox e-mail commits with its claim or not at all. */
  mailerFor(q: Queryable): Mailer;
  /** Where the e-mail's links point. */
  origin: string;
  /** Scout needs a Pilot licence (SPEC §5 guard 4): a user whose licence has lapsed gets no digest. */
  licensing: Pick<Licensing, 'resolve'>;
}

async function mayOpenScout(licensing: DigestDeps['licensing'], userId: string, now: Date): Promise<boolean> {
  const resolved = await licensing.resolve(userId, null, now);
  return hasPilotAccess({ hasValidLicense: resolved.hasValidLicense, licenseType: resolved.license?.type ?? null });
}

const CADENCES: readonly DigestCadence[] = ['daily', 'weekly'];

const byWatch = (hits: readonly DigestHit[]): DigestWatch[] => {
  const watches = new Map<string, { name: string; documents: { publicationNumber: string; title: string }[] }>();
  for (const h of hits) {
    const w = watches.get(h.watchId) ?? { name: h.watchName, documents: [] };
    w.documents.push({ publicationNumber: h.publicationNumber, title: h.title });
    watches.set(h.watchId, w);
  }
  return [...watches.values()];
};

/**
 * Sends each user with daily or weekly watches one e-mail per completed period listing what those watches
 * found since the previous digest (the first covers the period alone); a period without news sends nothing.
 * Each user's period is claimed, collected and mailed in one transaction: a second node or a restarted one
 * finds the claim and skips it, and a failed send rolls the claim back for the next run. A user who can no longer
 * open Scout is skipped. Answers the e-mails sent.
 */
export async function sendWatchDigests(db: Db, deps: DigestDeps, now: Date): Promise<number> {
  let sent = 0;
  for (const cadence of CADENCES) {
    const period = lastCompletedPeriod(cadence, now);
    for (const user of await listDigestRecipients(db, cadence)) {
      if (!(await mayOpenScout(deps.licensing, user.userId, now))) continue;
      const mailed = await db.transaction(async (tx) => {
        if (!(await claimDigest(tx, user.userId, cadence, period.key, period.end))) return false;
        const from = (await previousDigestEnd(tx, user.userId, cadence, period.key)) ?? period.start;
        const hits = await listDigestHits(tx, user.userId, cadence, from, period.end);
        if (hits.length === 0) return false;
        await recordDigestSize(tx, user.userId, cadence, period.key, hits.length);
        await deps.mailerFor(tx).send(watchDigestMail(user.email, user.name, cadence, period, byWatch(hits), deps.origin));
        return true;
      });
      if (mailed) sent += 1;
    }
  }
  return sent;
}

const HOUR_MS = 3_600_000;

/** Runs the digests shortly after start and then hourly, so each goes out within the hour after its period ends. */
export function scheduleWatchDigests(db: Db, deps: DigestDeps, log: FastifyBaseLogger): { stop: () => void } {
  const run = () =>
    sendWatchDigests(db, deps, new Date()).then(
      (n) => {
        if (n > 0) log.info({ sent: n }, 'watch digests sent');
      },
      (err: unknown) => log.error({ err }, 'watch digests failed'),
    );
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  const first = setTimeout(run, 5_000);
  first.unref();
  return { stop: () => (clearInterval(timer), clearTimeout(first)) };
}
