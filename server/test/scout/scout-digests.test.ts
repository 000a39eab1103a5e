import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../src/platform/db/db';
import { listOutboxEmails } from '../../src/platform/mail/repositories/outbox';
import { upsertPatents } from '../../src/modules/corpus/repositories/patents';
import { insertWatch, insertWatchHits, type NewWatch } from '../../src/modules/scout/repositories/scout-watches';
import { createOutboxMailer } from '../../src/platform/mail/outbox-mailer';
import type { MailMessage } from '../../src/platform/mail/mailer';
import { sendWatchDigests, type DigestDeps } from '../../src/modules/scout/watch-digests';
import { createUser } from '../factories';
import { buildTestApp } from '../helper';
import { SCOUT_CORPUS } from '../scout-fixtures';

const ORIGIN = 'https://iprism.example';
const watch = (over: Partial<NewWatch>): NewWatch => ({ name: 'w', kind: 'cpc', query: null, cpc: 'H02S', number: null, country: null, docNumber: null, digest: 'daily', ...over });

describe('watch digests', () => {
  let app: FastifyInstance;
  let deps: DigestDeps;
  let pro: string;
  let standard: string;

  /** Records `numbers` as found by the watch at `at`, as an import would have. */
  const found = async (watchId: string, numbers: string[], at: string) => {
    await insertWatchHits(app.db, watchId, numbers);
    await app.db.query(`UPDATE scout_watch_hits SET found_at = $3 WHERE watch_id = $1 AND publication_number = ANY($2::text[])`, [watchId, numbers, at]);
  };
  const digestsTo = async (email: string) => (await listOutboxEmails(app.db, email)).filter((m) => m.kind.startsWith('scout-digest-'));

  beforeAll(async () => {
    app = await buildTestApp();
    await upsertPatents(app.db, SCOUT_CORPUS);
    pro = (await createUser(app, { email: 'pro@lawfirm.example', licenseType: 'PilotLawFirmPro' })).id;
    standard = (await createUser(app, { email: 'standard@lawfirm.example', licenseType: 'PilotLawFirmStandard' })).id;
    // Watches made "before" the test's dates, so the hits below count as news; licences that run through them.
    await app.db.query(`UPDATE scout_watches SET created_at = '2029-01-01' WHERE user_id = ANY($1::text[])`, [[pro, standard]]);
    await app.db.query(`UPDATE licenses SET starts_at = '2020-01-01', ends_at = '2031-01-01' WHERE owner_user_id = ANY($1::text[])`, [[pro, standard]]);
    app.accessSignal.changed();
    deps = { mailerFor: (q: Queryable) => createOutboxMailer(q), origin: ORIGIN, licensing: app.licensing };
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('mails each user one daily digest per day with what their daily watches found, exactly once', async () => {
    const solar = await insertWatch(app.db, pro, watch({ name: 'Solar', digest: 'daily' }));
    const tiles = await insertWatch(app.db, pro, watch({ name: 'Tiles', kind: 'search', query: 'roof', cpc: null, digest: 'daily' }));
    const weekly = await insertWatch(app.db, pro, watch({ name: 'Weekly', digest: 'weekly' }));
    const quiet = await insertWatch(app.db, pro, watch({ name: 'In-app only', digest: 'none' }));
    await app.db.query(`UPDATE scout_watches SET created_at = '2029-01-01' WHERE id = ANY($1::text[])`, [[solar.id, tiles.id, weekly.id, quiet.id]]);
    await found(solar.id, ['US9999001B2', 'EP3000001B1'], '2030-01-01T10:00:00Z');
    await found(tiles.id, ['US10000002B2'], '2030-01-01T23:59:00Z');
    await found(quiet.id, ['US9999001B2'], '2030-01-01T10:00:00Z');
    // Found today: the next day's digest.
    await found(solar.id, ['US11147202B2'], '2030-01-02T00:30:00Z');

    const now = new Date('2030-01-02T01:00:00Z');
    // Two nodes at once, then a restarted one: one e-mail.
    await Promise.all([sendWatchDigests(app.db, deps, now), sendWatchDigests(app.db, deps, now)]);
    expect(await sendWatchDigests(app.db, deps, new Date('2030-01-02T09:00:00Z'))).toBe(0);
    const mails = await digestsTo('pro@lawfirm.example');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.kind).toBe('scout-digest-daily');
    expect(mail.subject).toBe('iPrism daily watch digest: 3 new documents');
    expect(mail.text).toContain('found 3 new documents on 2030-01-01 (UTC)');
    expect(mail.text).toContain('“Solar”: 2 new documents');
    expect(mail.text).toContain(`EP3000001B1 — Solar tracker: ${ORIGIN}/dashboard/scout/patents/EP3000001B1`);
    expect(mail.text).toContain('“Tiles”: 1 new document\n');
    expect(mail.text).toContain(`All your watches: ${ORIGIN}/dashboard/scout/patents`);
    expect(mail.text).not.toContain('US11147202B2');
    expect(mail.text).not.toContain('In-app only');
    expect(mail.text).not.toContain('Weekly');

    // The next day collects from where the first stopped.
    expect(await sendWatchDigests(app.db, deps, new Date('2030-01-03T01:00:00Z'))).toBe(1);
    const next = (await digestsTo('pro@lawfirm.example'))[0]!;
    expect(next.subject).toBe('iPrism daily watch digest: 1 new document');
    expect(next.text).toContain('US11147202B2 — Wheeled hand truck');
    expect(next.text).not.toContain('EP3000001B1');
  });

  it('mails a weekly digest once per week, and nothing for a period without news', async () => {
    const weekly = await insertWatch(app.db, standard, watch({ name: 'Trackers weekly', digest: 'weekly' }));
    await app.db.query(`UPDATE scout_watches SET created_at = '2029-01-01' WHERE id = $1`, [weekly.id]);
    // 2030-01-07 is a Monday: the week reported then runs from 2029-12-31 to 2030-01-06.
    await found(weekly.id, ['EP3000001B1'], '2030-01-04T12:00:00Z');
    expect(await sendWatchDigests(app.db, deps, new Date('2030-01-06T23:00:00Z'))).toBe(0);
    expect(await digestsTo('standard@lawfirm.example')).toHaveLength(0);
    await sendWatchDigests(app.db, deps, new Date('2030-01-07T02:00:00Z'));
    await sendWatchDigests(app.db, deps, new Date('2030-01-09T02:00:00Z'));
    const mails = await digestsTo('standard@lawfirm.example');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'scout-digest-weekly', subject: 'iPrism weekly watch digest: 1 new document' });
    expect(mails[0]!.text).toContain('in the week of 2029-12-31 (UTC)');
    // The following week found nothing: no e-mail.
    await sendWatchDigests(app.db, deps, new Date('2030-01-14T02:00:00Z'));
    expect(await digestsTo('standard@lawfirm.example')).toHaveLength(1);
  });

  it('leaves out what a patent watch recorded when it was made, and rolls a failed send back for the next run', async () => {
    const w = await insertWatch(app.db, standard, watch({ name: 'Hand truck', kind: 'patent', cpc: null, number: 'US11147202B2', country: 'US', docNumber: '11147202', digest: 'daily' }));
    await app.db.query(`UPDATE scout_watches SET created_at = '2030-02-01T10:00:00Z' WHERE id = $1`, [w.id]);
    await found(w.id, ['US9999001B2'], '2030-02-01T10:00:00Z');
    await sendWatchDigests(app.db, deps, new Date('2030-02-02T01:00:00Z'));
    expect(await digestsTo('standard@lawfirm.example')).toHaveLength(1);

    await found(w.id, ['US10000002B2'], '2030-02-02T08:00:00Z');
    const failing: DigestDeps = { ...deps, mailerFor: () => ({ kind: 'smtp', send: async (_m: MailMessage) => { throw new Error('SMTP down'); } }) };
    await expect(sendWatchDigests(app.db, failing, new Date('2030-02-03T01:00:00Z'))).rejects.toThrow('SMTP down');
    expect(await sendWatchDigests(app.db, deps, new Date('2030-02-03T02:00:00Z'))).toBe(1);
    const mails = await digestsTo('standard@lawfirm.example');
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain('“Hand truck”: 1 new document\n  - US10000002B2');
  });

  it('sends nothing to a user whose licence has lapsed, and again once it is renewed', async () => {
    const w = await insertWatch(app.db, pro, watch({ name: 'Lapsed', digest: 'daily' }));
    await app.db.query(`UPDATE scout_watches SET created_at = '2030-03-01' WHERE id = $1`, [w.id]);
    await found(w.id, ['EP3000001B1'], '2030-03-05T10:00:00Z');
    await app.db.query(`UPDATE licenses SET ends_at = '2030-03-01' WHERE owner_user_id = $1`, [pro]);
    app.accessSignal.changed();
    const before = (await digestsTo('pro@lawfirm.example')).length;
    expect(await sendWatchDigests(app.db, deps, new Date('2030-03-06T01:00:00Z'))).toBe(0);
    expect(await digestsTo('pro@lawfirm.example')).toHaveLength(before);

    await app.db.query(`UPDATE licenses SET ends_at = '2031-01-01' WHERE owner_user_id = $1`, [pro]);
    app.accessSignal.changed();
    await found(w.id, ['US9999001B2'], '2030-03-06T10:00:00Z');
    expect(await sendWatchDigests(app.db, deps, new Date('2030-03-07T01:00:00Z'))).toBe(1);
  });
});
