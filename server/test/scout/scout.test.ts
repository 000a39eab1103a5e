import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LandscapeSchema, PatentRecordSchema, WatchListSchema, WatchSchema, watchLimitMessage } from '@iprism/shared/contracts';
import { importCorpus } from '../../src/modules/corpus/import-corpus';
import { listNotifications } from '../../src/modules/notifications/repositories/notifications';
import { upsertPatents } from '../../src/modules/corpus/repositories/patents';
import { createLawFirm, createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import { cites, corpusRecord, SCOUT_CORPUS } from '../scout-fixtures';
import type { TestCaller } from '../session-helper';

describe('scout API', () => {
  let app: FastifyInstance;
  let pro: TestCaller;
  let standard: TestCaller;
  let nolicense: TestCaller;
  const dir = mkdtempSync(join(tmpdir(), 'scout-import-'));

  beforeAll(async () => {
    app = await buildTestApp();
    const firm = await createLawFirm(app);
    await upsertPatents(app.db, SCOUT_CORPUS);
    pro = await signedIn(app, firm.admin);
    standard = await signedIn(app, firm.member);
    nolicense = await signedIn(app, await createUser(app));
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  describe('GET /api/patents/{number}', () => {
    it('answers the record with citations both ways and the family, for any spelling', async () => {
      for (const spelling of ['US11147202B2', 'US 11,147,202 B2', '11147202']) {
        const res = await pro.call({ method: 'GET', url: `/api/patents/${encodeURIComponent(spelling)}` });
        expect(res.statusCode).toBe(200);
        const record = PatentRecordSchema.parse(res.json());
        expect(record.publicationNumber).toBe('US11147202B2');
        expect(record).toMatchObject({ grantDate: '2021-10-19', filingDate: '2018-12-26', assignees: ['Yeow Ng'] });
        expect(record.citations.backward).toEqual([
          expect.objectContaining({ publicationNumber: 'US8714275B1', title: 'Turf aerator cart', inCorpus: true }),
          expect.objectContaining({ publicationNumber: null, text: 'Turf Journal, 1999', inCorpus: false }),
        ]);
        expect(record.citations.forward).toEqual([expect.objectContaining({ publicationNumber: 'US9999001B2', citedBy: 'examiner' })]);
        expect(record.family).toEqual([{ publicationNumber: 'US20190124818A1', title: 'Wheeled hand truck' }]);
      }
    });

    it('answers 404 for a number the corpus lacks and 400 for one that is not a number', async () => {
      expect((await pro.call({ method: 'GET', url: '/api/patents/US7000001' })).statusCode).toBe(404);
      const bad = await pro.call({ method: 'GET', url: '/api/patents/hello' });
      expect(bad.statusCode).toBe(400);
      expect((bad.json() as { details: { path: string }[] }).details[0]!.path).toBe('number');
    });
  });

  describe('POST /api/scout/landscape', () => {
    it('counts every matching document by year, assignee, CPC and country', async () => {
      const res = await pro.call({ method: 'POST', url: '/api/scout/landscape', payload: { query: 'solar' } });
      expect(res.statusCode).toBe(200);
      const l = LandscapeSchema.parse(res.json());
      expect(l.total).toBe(3);
      expect(l.byYear).toEqual([{ year: 2015, count: 1 }, { year: 2016, count: 2 }]);
      expect(l.topAssignees).toEqual([{ name: 'Sun Corp', count: 2 }, { name: 'Roof Inc', count: 1 }]);
      expect(l.byCpc).toEqual([{ symbol: 'H02S', title: '', count: 3 }, { symbol: 'F24S', title: '', count: 1 }]);
      expect(l.byCountry).toEqual([{ country: 'US', count: 2 }, { country: 'EP', count: 1 }]);
      expect(l.documents).toHaveLength(3);
    });

    it('narrows by the filters and drills into CPC groups', async () => {
      const res = await pro.call({ method: 'POST', url: '/api/scout/landscape', payload: { query: 'solar', filters: { cpc: 'H02S', from: 2016, countries: ['us', 'EP'], assignee: 'sun' } } });
      const l = LandscapeSchema.parse(res.json());
      expect(l.total).toBe(1);
      expect(l.byCpc).toEqual([{ symbol: 'H02S20/00', title: '', count: 1 }]);
    });

    it('validates and needs a pilot licence', async () => {
      const bad = await pro.call({ method: 'POST', url: '/api/scout/landscape', payload: { query: 'solar', filters: { countries: ['USA'] } } });
      expect(bad.statusCode).toBe(400);
      expect((bad.json() as { details: { path: string }[] }).details.map((d) => d.path)).toContain('filters.countries.0');
      expect((await nolicense.call({ method: 'POST', url: '/api/scout/landscape', payload: { query: 'solar' } })).statusCode).toBe(403);
    });
  });

  describe('watches', () => {
    let searchId: string;

    it('creates, lists, updates and deletes a watch', async () => {
      const created = await pro.call({ method: 'POST', url: '/api/scout/watches', payload: { name: 'Solar mounts', kind: 'search', query: 'solar', cpc: 'H02S', digest: 'daily' } });
      expect(created.statusCode).toBe(201);
      const watch = WatchSchema.parse(created.json());
      expect(watch).toMatchObject({ name: 'Solar mounts', kind: 'search', query: 'solar', cpc: 'H02S', digest: 'daily', newSinceLastVisit: 0 });
      searchId = watch.id;
      const patched = await pro.call({ method: 'PATCH', url: `/api/scout/watches/${searchId}`, payload: { digest: 'weekly' } });
      expect(WatchSchema.parse(patched.json()).digest).toBe('weekly');
      const list = WatchListSchema.parse((await pro.call({ method: 'GET', url: '/api/scout/watches' })).json());
      expect(list.watches.map((w) => w.id)).toEqual([searchId]);
      expect((await standard.call({ method: 'GET', url: '/api/scout/watches' })).json()).toMatchObject({ watches: [] });
      expect((await standard.call({ method: 'DELETE', url: `/api/scout/watches/${searchId}` })).statusCode).toBe(404);
      const tmp = WatchSchema.parse((await pro.call({ method: 'POST', url: '/api/scout/watches', payload: { name: 'Tmp', kind: 'cpc', cpc: 'A01B', digest: 'none' } })).json());
      expect((await pro.call({ method: 'DELETE', url: `/api/scout/watches/${tmp.id}` })).statusCode).toBe(204);
    });

    it.each([
      [{ name: 'x', kind: 'search', digest: 'none' }, 'query'],
      [{ name: 'x', kind: 'cpc', digest: 'none' }, 'cpc'],
      [{ name: 'x', kind: 'patent', digest: 'none' }, 'number'],
      [{ name: 'x', kind: 'patent', number: 'hello', digest: 'none' }, 'number'],
      [{ name: 'x', kind: 'search', query: 'solar', digest: 'hourly' }, 'digest'],
      [{ name: '', kind: 'search', query: 'solar', digest: 'none' }, 'name'],
    ])('refuses %j naming the field', async (payload, field) => {
      const res = await pro.call({ method: 'POST', url: '/api/scout/watches', payload });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { details: { path: string }[] }).details.map((d) => d.path)).toContain(field);
    });

    it('notifies once per import batch and once per new forward citation', async () => {
      const patentWatch = WatchSchema.parse((await pro.call({ method: 'POST', url: '/api/scout/watches', payload: { name: 'Hand truck', kind: 'patent', number: 'US 11,147,202 B2', digest: 'none' } })).json());
      expect(patentWatch.number).toBe('US11147202B2');
      const file = join(dir, 'new.jsonl');
      const records = [
        corpusRecord('US11500001B2', { title: 'Solar panel rail clamp', abstract: 'A clamp for solar panels.', publicationDate: '2022-11-22', filingDate: '2020-02-02', cpc: ['H02S20/30'], applicants: ['Sun Corp'], citations: [cites('US', '11147202')] }),
        corpusRecord('US11500002B2', { title: 'Solar panel cleaning robot', abstract: 'A robot that cleans solar panels.', publicationDate: '2022-11-22', filingDate: '2020-03-03', cpc: ['H02S40/10'], applicants: ['Clean Co'] }),
        corpusRecord('US11500003B2', { title: 'Garden hose reel', abstract: 'A hose reel.', publicationDate: '2022-11-22', filingDate: '2020-04-04', cpc: ['B65H75/44'], applicants: ['Hose Co'] }),
      ];
      writeFileSync(file, records.map((r) => JSON.stringify(r)).join('\n'));
      const before = (await listNotifications(app.db, pro.userId, { includeAdminOnly: false, limit: 100 })).filter((n) => n.category === 'prior-art').length;
      const first = await importCorpus(app.db, file);
      expect(first.imported).toBe(3);
      expect(first.watchNotifications).toBe(2);
      const notes = (await listNotifications(app.db, pro.userId, { includeAdminOnly: false, limit: 100 })).filter((n) => n.category === 'prior-art');
      expect(notes.length - before).toBe(2);
      expect(notes.map((n) => n.text)).toEqual(expect.arrayContaining([
        expect.stringContaining('2 new documents match your watch “Solar mounts”: US11500001B2, US11500002B2'),
        expect.stringContaining('A new document cites US11147202B2 (your watch “Hand truck”): US11500001B2'),
      ]));
      const again = await importCorpus(app.db, file);
      expect(again.watchNotifications).toBe(0);
      const list = WatchListSchema.parse((await pro.call({ method: 'GET', url: '/api/scout/watches' })).json());
      expect(list.watches.find((w) => w.id === searchId)).toMatchObject({ newSinceLastVisit: 2, recent: [expect.objectContaining({ publicationNumber: 'US11500001B2' }), expect.objectContaining({ publicationNumber: 'US11500002B2' })] });
      const seen = await pro.call({ method: 'PATCH', url: `/api/scout/watches/${searchId}`, payload: { seen: true } });
      expect(WatchSchema.parse(seen.json()).newSinceLastVisit).toBe(0);
    });

    it('enforces the watches per seat of the plan', async () => {
      const limit = 25;
      const existing = WatchListSchema.parse((await standard.call({ method: 'GET', url: '/api/scout/watches' })).json());
      expect(existing.limit).toBe(limit);
      for (let i = existing.watches.length; i < limit; i++) {
        expect((await standard.call({ method: 'POST', url: '/api/scout/watches', payload: { name: `W${i}`, kind: 'cpc', cpc: 'H02S', digest: 'none' } })).statusCode).toBe(201);
      }
      const over = await standard.call({ method: 'POST', url: '/api/scout/watches', payload: { name: 'One more', kind: 'cpc', cpc: 'H02S', digest: 'none' } });
      expect(over.statusCode).toBe(403);
      expect(over.json()).toMatchObject({ message: watchLimitMessage(limit) });
    });
  });
});
