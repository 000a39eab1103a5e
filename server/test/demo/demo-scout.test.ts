import type { FastifyInstance } from 'fastify';
import { PortfolioDetailSchema, WatchListSchema } from '@iprism/shared/contracts';
import { listNotifications } from '../../src/modules/notifications/repositories/notifications';
import { upsertPatents } from '../../src/modules/corpus/repositories/patents';
import { DEMO_LABEL, seedDemoScout } from '../../src/modules/demo/scout';
import { seedDemo } from '../../src/modules/demo/seed';
import { sendWatchDigests } from '../../src/modules/scout/watch-digests';
import { createOutboxMailer } from '../../src/platform/mail/outbox-mailer';
import { listOutboxEmails } from '../../src/platform/mail/repositories/outbox';
import { buildTestApp } from '../helper';
import { SCOUT_CORPUS } from '../scout-fixtures';
import { signInAs } from '../session-helper';

describe('demo watches and portfolio', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemo(app.db, 'iprism-demo');
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('waits for the corpus, then seeds each law-firm account once, labelled as demo data and without news', async () => {
    expect(await seedDemoScout(app.db)).toBe(0);
    await upsertPatents(app.db, SCOUT_CORPUS);
    expect(await seedDemoScout(app.db)).toBe(2);
    expect(await seedDemoScout(app.db)).toBe(0);

    const pro = await signInAs(app, 'pro@lawfirm.example');
    const { watches } = WatchListSchema.parse((await pro.call({ method: 'GET', url: '/api/scout/watches' })).json());
    expect(watches.map((w) => [w.kind, w.name])).toEqual([
      ['cpc', `${DEMO_LABEL}CPC H02S`],
      ['patent', `${DEMO_LABEL}citations of US11147202B2 (Wheeled hand truck)`],
    ]);
    expect(watches[0]!.recent.map((r) => r.publicationNumber).sort()).toEqual(['EP3000001B1', 'US10000002B2', 'US9999001B2']);
    expect(watches[1]!.recent.map((r) => r.publicationNumber)).toEqual(['US9999001B2']);
    expect(watches.every((w) => w.newSinceLastVisit === 0)).toBe(true);
    expect((await listNotifications(app.db, pro.userId, { includeAdminOnly: false, limit: 100 })).filter((n) => n.category === 'prior-art')).toEqual([]);

    const portfolios = (await pro.call({ method: 'GET', url: '/api/acquisitions/portfolios' })).json() as { portfolios: { id: string; name: string; found: number; missing: number }[] };
    expect(portfolios.portfolios).toEqual([expect.objectContaining({ name: `${DEMO_LABEL}sample portfolio of corpus grants`, missing: 0 })]);
    const detail = PortfolioDetailSchema.parse((await pro.call({ method: 'GET', url: `/api/acquisitions/portfolios/${portfolios.portfolios[0]!.id}` })).json());
    expect(detail.rows.length).toBeGreaterThan(0);
    expect(detail.rows.every((r) => r.term !== null)).toBe(true);

    // What the samples show was there before them: no digest reports it.
    const tomorrow = new Date(Date.now() + 8 * 86_400_000);
    await sendWatchDigests(app.db, { mailerFor: (q) => createOutboxMailer(q), origin: 'http://localhost', licensing: app.licensing }, tomorrow);
    expect((await listOutboxEmails(app.db, 'pro@lawfirm.example')).filter((m) => m.kind.startsWith('scout-digest-'))).toEqual([]);

    // A sample the visitor deleted stays deleted after a restart.
    expect((await pro.call({ method: 'DELETE', url: `/api/scout/watches/${watches[0]!.id}` })).statusCode).toBe(204);
    await seedDemoScout(app.db);
    expect(WatchListSchema.parse((await pro.call({ method: 'GET', url: '/api/scout/watches' })).json()).watches).toHaveLength(1);
  });
});
