import type { FastifyInstance } from 'fastify';
import { ClassifyResponseSchema, CorpusLoadSchema, PatentSearchResponseSchema } from '@iprism/shared/contracts';
import { createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import type { TestCaller } from '../session-helper';

/** Search and classification say when the corpus they answer from is still arriving, and say nothing more once it is in. */
describe('corpus loading in search and classification answers', () => {
  let app: FastifyInstance;
  let pro: TestCaller;

  beforeAll(async () => {
    app = await buildTestApp({ EMBEDDER: 'off' });
    await app.ready();
    pro = await signedIn(app, await createUser(app, { licenseType: 'PilotLawFirmPro' }));
  }, 60_000);
  afterAll(() => app.close());

  const search = async () => (await pro.call({ method: 'POST', url: '/api/patents/search', payload: { query: 'neural network' } })).json<Record<string, unknown>>();
  const classify = async () => (await pro.call({ method: 'POST', url: '/api/patents/classify', payload: { text: 'A speech recogniser with a neural network' } })).json<Record<string, unknown>>();

  it('answers with the corpus state while an import runs', async () => {
    app.corpusLoad.imports.begin(4610);
    try {
      const loading = { state: 'loading', documents: 0, total: 4610, embedded: null };
      expect(PatentSearchResponseSchema.parse(await search())).toMatchObject({ results: [], total: 0, mode: 'fulltext', corpus: loading });
      expect(ClassifyResponseSchema.parse(await classify())).toMatchObject({ predictions: [], corpus: loading });
      const res = await pro.call({ method: 'GET', url: '/api/patents/corpus-load' });
      expect(res.statusCode).toBe(200);
      expect(CorpusLoadSchema.parse(res.json())).toEqual(loading);
    } finally {
      app.corpusLoad.imports.end();
    }
  });

  it('answers as before once the corpus is ready', async () => {
    expect(await search()).toEqual({ results: [], total: 0, page: 1, pageSize: 20, mode: 'fulltext' });
    expect(await classify()).toEqual({ predictions: [], sections: [], groups: [], calibrated: false });
    expect((await pro.call({ method: 'GET', url: '/api/patents/corpus-load' })).json()).toEqual({ state: 'ready', documents: 0, total: 0, embedded: null });
  });

  it('tells only signed-in users', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/patents/corpus-load' })).statusCode).toBe(401);
  });
});
