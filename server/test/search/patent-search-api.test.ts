import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, PatentSearchResponseSchema } from '@iprism/shared/contracts';
import { REPO_ROOT } from '../../src/platform/config/config';
import { googlePatentsRecords, patentsViewRecords } from '../../src/modules/search/sample-corpus';
import { insertRecords } from '../../src/modules/search/repositories/sample-patents';
import { startFakeEmbeddings, type FakeEmbeddings } from '../fake-embeddings-server';
import { createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import type { TestCaller } from '../session-helper';

const DATA = join(REPO_ROOT, '..', 'shared', 'data');
const records = [...googlePatentsRecords(DATA).slice(0, 300), ...patentsViewRecords(DATA).filter((_r, i) => i % 10 === 0)];

describe('POST /api/patents/search', () => {
  let app: FastifyInstance;
  let pro: TestCaller;
  let fake: FakeEmbeddings;

  beforeAll(async () => {
    // The OpenAI-compatible encoder, chosen by configuration, replaces the local one.
    fake = await startFakeEmbeddings();
    app = await buildTestApp({ EMBEDDER: 'openai', EMBEDDINGS_BASE_URL: fake.baseUrl, EMBEDDINGS_MODEL: 'fake-embed', EMBEDDINGS_API_KEY: 'sk-local' });
    await insertRecords(app.db, records);
    await app.ready();
    pro = await signedIn(app, await createUser(app, { licenseType: 'PilotLawFirmPro' }));
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  const search = (body: unknown, caller = pro) => caller.call({ method: 'POST', url: '/api/patents/search', payload: body as Record<string, unknown> });

  it('refuses a caller without a session (401)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/patents/search', payload: { query: 'baseball' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, code: ERROR_CODES.UNAUTHORIZED });
  });

  it.each([
    [{}, 'query'],
    [{ query: '   ' }, 'query'],
    [{ query: 'bat', filters: { publishedBefore: '2020/01/01' } }, 'filters.publishedBefore'],
    [{ query: 'bat', filters: { country: 'USA' } }, 'filters.country'],
    [{ query: 'bat', filters: { kind: 'B22' } }, 'filters.kind'],
    [{ query: 'bat', page: 0 }, 'page'],
    [{ query: 'bat', pageSize: 101 }, 'pageSize'],
    [{ query: 'bat', sort: 'date' }, ''],
  ])('answers 400 with the error body for %j', async (body, path) => {
    const res = await search(body);
    expect(res.statusCode).toBe(400);
    const error = res.json() as { code: string; details: { path: string }[] };
    expect(error.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(error.details.map((d) => d.path)).toContain(path);
  });

  it('answers fused once the vectors are embedded through the configured endpoint', async () => {
    await app.vectorSearch.idle();
    const status = await app.vectorSearch.vectorStatus();
    expect(status).toEqual({ model: 'openai:fake-embed', embedded: records.length, pending: 0, running: false });
    expect(fake.requests.every((r) => r.headers.authorization === 'Bearer sk-local' && r.body.model === 'fake-embed')).toBe(true);

    const res = await search({ query: 'baseball bat', filters: { country: 'US' }, page: 1, pageSize: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = PatentSearchResponseSchema.parse(res.json());
    expect(body.mode).toBe('fused');
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(5);
    expect(body.results).toHaveLength(5);
    expect(body.total).toBeGreaterThanOrEqual(5);
    expect(body.results.every((h) => h.country === 'US')).toBe(true);
    expect(body.results.filter((h) => /<mark>(baseball|bat)<\/mark>/i.test(h.snippet)).length).toBeGreaterThanOrEqual(3);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } };
    expect(Object.keys(doc.paths['/api/patents/search']!)).toEqual(['post']);
    expect(doc.components.schemas.PatentSearchResponse).toBeDefined();
  });
});
