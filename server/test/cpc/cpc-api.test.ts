import type { FastifyInstance } from 'fastify';
import {
  CLIENT_EDIT_MESSAGE,
  CLIENT_FEATURE_MESSAGE,
  ClassifyResponseSchema,
  CorpusStatusSchema,
  CpcNodeSchema,
  CpcSearchResponseSchema,
  CpcSectionsSchema,
} from '@iprism/shared/contracts';
import { countUnder, insertCorpus, insertScheme, readCorpusSlice, readSchemeSlice, type CorpusDoc } from '../cpc-fixtures';
import { createLawFirm, createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import type { TestCaller } from '../session-helper';

describe('CPC explorer, classification and corpus status API', () => {
  let app: FastifyInstance;
  let pro: TestCaller;
  let client: TestCaller;
  let admin: TestCaller;
  let docs: CorpusDoc[];

  beforeAll(async () => {
    // Full-text search only: the classifier's neighbours without loading the sentence encoder.
    app = await buildTestApp({ EMBEDDER: 'off' });
    const firm = await createLawFirm(app);
    await app.ready();
    pro = await signedIn(app, firm.admin);
    client = await signedIn(app, firm.client);
    admin = await signedIn(app, await createUser(app, { licenseType: 'iPrismAdmin' }));
  }, 60_000);
  afterAll(() => app.close());

  describe('before anything is imported', () => {
    it('lists no sections, predicts nothing, and reports an empty corpus', async () => {
      expect(CpcSectionsSchema.parse((await pro.call({ method: 'GET', url: '/api/cpc' })).json())).toEqual({ sections: [] });
      const classify = await pro.call({ method: 'POST', url: '/api/patents/classify', payload: { text: 'A speech recogniser with a neural network' } });
      expect(classify.statusCode).toBe(200);
      expect(classify.json()).toEqual({ predictions: [], sections: [], groups: [], calibrated: false });
      const status = CorpusStatusSchema.parse((await admin.call({ method: 'GET', url: '/api/admin/corpus' })).json());
      expect(status).toEqual({ documents: 0, byCountry: [], cpcSymbols: 0, vectors: { model: null, embedded: 0, pending: 0, running: false }, imports: [] });
    });
  });

  describe('with the real scheme and 300 Google Patents documents', () => {
    beforeAll(async () => {
      await insertScheme(app.db, readSchemeSlice(['G06N', 'H04L', 'G10L']));
      docs = readCorpusSlice(300);
      await insertCorpus(app.db, docs);
    }, 60_000);

    it('lists the sections with document counts', async () => {
      const res = await pro.call({ method: 'GET', url: '/api/cpc' });
      expect(res.statusCode).toBe(200);
      const { sections } = CpcSectionsSchema.parse(res.json());
      expect(sections).toHaveLength(9);
      expect(sections.find((s) => s.symbol === 'H')).toEqual({ symbol: 'H', kind: 'section', title: 'ELECTRICITY', documentCount: countUnder(docs, 'H') });
    });

    it('answers a symbol with a slash unencoded, encoded and with spaces', async () => {
      const plain = await pro.call({ method: 'GET', url: '/api/cpc/G06N3/00' });
      expect(plain.statusCode).toBe(200);
      const node = CpcNodeSchema.parse(plain.json());
      expect(node).toMatchObject({ symbol: 'G06N3/00', kind: 'group', title: 'Computer systems based on biological models', parent: 'G06N', children: [] });
      expect(node.path.map((p) => p.symbol)).toEqual(['G', 'G06', 'G06N']);
      expect(node.documentCount).toBe(countUnder(docs, 'G06N3/'));
      expect((await pro.call({ method: 'GET', url: '/api/cpc/G06N3%2F00' })).json()).toEqual(node);
      expect((await pro.call({ method: 'GET', url: '/api/cpc/g06n%203%2F00' })).json()).toEqual(node);
    });

    it('lists a subclass’s main groups with their counts', async () => {
      const node = CpcNodeSchema.parse((await pro.call({ method: 'GET', url: '/api/cpc/G10L' })).json());
      expect(node.documentCount).toBe(countUnder(docs, 'G10L'));
      expect(node.children.map((c) => c.symbol)).toEqual(expect.arrayContaining(['G10L13/00', 'G10L15/00', 'G10L25/00']));
      expect(node.children.find((c) => c.symbol === 'G10L15/00')?.documentCount).toBe(countUnder(docs, 'G10L15/'));
    });

    it('answers 404 with the symbol for an unknown or malformed symbol', async () => {
      for (const symbol of ['G06N99/99', 'nonsense']) {
        const res = await pro.call({ method: 'GET', url: `/api/cpc/${symbol}` });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: `CPC symbol not found: ${symbol}` });
      }
    });

    it('searches symbols and titles, and refuses an empty query', async () => {
      const res = await pro.call({ method: 'GET', url: '/api/cpc/search?q=speech%20recognition&limit=3' });
      expect(res.statusCode).toBe(200);
      const { results } = CpcSearchResponseSchema.parse(res.json());
      expect(results.length).toBeGreaterThan(0);
      expect(results.length).toBeLessThanOrEqual(3);
      expect(results[0]).toMatchObject({ symbol: 'G10L', kind: 'subclass', path: ['G', 'G10'] });
      expect(results.find((r) => r.symbol === 'G10L15/00')).toMatchObject({ title: 'Speech recognition', path: ['G', 'G10', 'G10L'] });
      expect((await pro.call({ method: 'GET', url: '/api/cpc/search?q=' })).statusCode).toBe(400);
    });

    it('finds the subclass and groups of a concept that no single title holds', async () => {
      await insertScheme(app.db, readSchemeSlice(['H01M', 'C01D']).filter((r) => r.kind === 'group'));
      const res = await pro.call({ method: 'GET', url: '/api/cpc/search?q=lithium%20battery%20electrode&limit=8' });
      expect(res.statusCode).toBe(200);
      const { results } = CpcSearchResponseSchema.parse(res.json());
      expect(results[0]).toMatchObject({ symbol: 'H01M', kind: 'subclass', path: ['H', 'H01'] });
      expect(results.find((r) => r.symbol === 'H01M4/00')).toMatchObject({ title: 'Electrodes', path: ['H', 'H01', 'H01M'] });
      expect(results.map((r) => r.symbol)).toContain('C01D');
    });

    it('classifies a text into subclasses with titles, best first, and refuses an empty text', async () => {
      const res = await pro.call({ method: 'POST', url: '/api/patents/classify', payload: { text: 'Speech recognition using an acoustic model and a language model' } });
      expect(res.statusCode).toBe(200);
      const { predictions } = ClassifyResponseSchema.parse(res.json());
      expect(predictions[0]).toMatchObject({ symbol: 'G10L', title: expect.stringMatching(/^SPEECH ANALYSIS/) });
      expect([...predictions].sort((a, b) => b.score - a.score)).toEqual(predictions);
      const empty = await pro.call({ method: 'POST', url: '/api/patents/classify', payload: { text: '   ' } });
      expect(empty.statusCode).toBe(400);
    });

    it('adds the section and main-group levels and the supporting documents; calibrated once the corpus model is trained', async () => {
      const text = 'Speech recognition using an acoustic model and a language model';
      const before = ClassifyResponseSchema.parse((await pro.call({ method: 'POST', url: '/api/patents/classify', payload: { text } })).json());
      expect(before.calibrated).toBe(false);
      await app.cpcModel.trainIfStale();
      expect(app.cpcModel.status()).toMatchObject({ documents: docs.filter((d) => d.cpc.length > 0).length, training: false });
      const res = await pro.call({ method: 'POST', url: '/api/patents/classify', payload: { text } });
      expect(res.statusCode).toBe(200);
      const body = ClassifyResponseSchema.parse(res.json());
      expect(body.calibrated).toBe(true);
      expect(body.predictions[0]).toMatchObject({ symbol: 'G10L', title: expect.stringMatching(/^SPEECH ANALYSIS/) });
      expect([...body.predictions].sort((a, b) => b.score - a.score)).toEqual(body.predictions);
      const g10l = body.predictions[0]!;
      expect(g10l.supporting!.length).toBeGreaterThan(0);
      for (const s of g10l.supporting!) expect(docs.find((d) => d.publicationNumber === s.publicationNumber)?.cpc.some((c) => c.startsWith('G10L'))).toBe(true);
      expect(body.sections[0]).toMatchObject({ symbol: 'G', title: 'PHYSICS' });
      expect(body.sections[0]!.score).toBeGreaterThanOrEqual(g10l.score);
      expect(body.groups.length).toBeGreaterThan(0);
      expect(body.groups[0]!.symbol).toMatch(/^G10L\d+\/00$/);
      expect(body.groups[0]!.title).not.toBe('');
      expect(body.groups[0]!.score).toBeLessThanOrEqual(g10l.score);
    });

    it('reports the corpus and its import history to staff only', async () => {
      await app.db.query(
        `INSERT INTO corpus_imports (id, source, status, imported, updated, rejected, rejections, started_at, finished_at)
         VALUES ('i1', 'patent_details.csv', 'completed', 300, 0, 1, $1, '2026-11-20T10:00:00Z', '2026-11-20T10:01:00Z'),
                ('i2', 'cpc-scheme-2019-08', 'running', 0, 0, 0, '[]', '2026-11-21T10:00:00Z', NULL)`,
        [JSON.stringify([{ record: 'row 7', reason: 'No publication number' }])],
      );
      const res = await admin.call({ method: 'GET', url: '/api/admin/corpus' });
      expect(res.statusCode).toBe(200);
      const status = CorpusStatusSchema.parse(res.json());
      expect(status.documents).toBe(docs.length);
      expect(status.byCountry[0]).toEqual({ country: 'US', documents: docs.filter((d) => d.country === 'US').length });
      expect(status.byCountry.reduce((a, c) => a + c.documents, 0)).toBe(docs.length);
      expect(status.cpcSymbols).toBe(new Set(docs.flatMap((d) => d.cpc)).size);
      expect(status.vectors).toEqual({ model: null, embedded: 0, pending: 0, running: false });
      expect(status.imports.map((i) => i.id)).toEqual(['i2', 'i1']);
      expect(status.imports[1]).toMatchObject({ status: 'completed', rejected: 1, rejections: [{ record: 'row 7', reason: 'No publication number' }], finishedAt: '2026-11-20T10:01:00.000Z' });
      expect((await pro.call({ method: 'GET', url: '/api/admin/corpus' })).statusCode).toBe(403);
    });
  });

  describe('access', () => {
    it('refuses anonymous callers with 401', async () => {
      for (const url of ['/api/cpc', '/api/cpc/G06N', '/api/cpc/search?q=G06', '/api/admin/corpus']) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      }
      expect((await app.inject({ method: 'POST', url: '/api/patents/classify', payload: { text: 'x' } })).statusCode).toBe(401);
    });

    it('refuses client-portal users the explorer and the classifier with 403', async () => {
      for (const url of ['/api/cpc', '/api/cpc/G06N3/00', '/api/cpc/search?q=G06']) {
        const res = await client.call({ method: 'GET', url });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ message: CLIENT_FEATURE_MESSAGE });
      }
      const classify = await client.call({ method: 'POST', url: '/api/patents/classify', payload: { text: 'speech' } });
      expect(classify.statusCode).toBe(403);
      expect(classify.json()).toMatchObject({ message: CLIENT_EDIT_MESSAGE });
    });

    it('documents every route in the OpenAPI document', async () => {
      const { paths } = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
      expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/cpc', '/api/cpc/search', '/api/cpc/{symbol}', '/api/patents/classify', '/api/admin/corpus']));
    });
  });
});
