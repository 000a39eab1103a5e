import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helper';

/** Matches the document's form of a route's URL: `:id` is `{id}`, a trailing wildcard is a named parameter. */
const documentPathPattern = (url: string): RegExp =>
  new RegExp(`^${url.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z0-9_]+)/g, '\\{$1\\}').replace(/\*$/, '\\{[^}]+\\}')}$`);

/** Routes whose success is not a JSON body a schema can describe: the document describes itself. */
const WITHOUT_JSON_ANSWER = ['GET /api/openapi.json'];

type Answer = { content?: Record<string, { schema?: Record<string, unknown> }> };
/** A file (any type but JSON) or a JSON schema that says something; the transform's placeholder for a route without one says nothing. */
const declaresBody = (answer: unknown): boolean =>
  Object.entries((answer as Answer).content ?? {}).some(([type, media]) => type !== 'application/json' || Object.keys(media.schema ?? {}).some((key) => !key.startsWith('x-')));

describe('the generated OpenAPI document', () => {
  let app: FastifyInstance;
  let doc: { paths: Record<string, Record<string, { responses: Record<string, unknown> }>>; components: { schemas: Record<string, unknown> } };
  beforeAll(async () => {
    app = await buildTestApp({ PIPELINE_WORKERS: '0', DEMO: '1' });
    doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  // The access table is filled by an onRoute hook with every /api route the app registered (demo routes included).
  it('lists every /api route with its method', () => {
    const missing = app.accessTable
      .filter((r) => r.method !== 'HEAD')
      .filter((r) => !Object.entries(doc.paths).some(([path, methods]) => documentPathPattern(r.url).test(path) && methods[r.method.toLowerCase()]))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  // A JSON answer is a contract the browser relies on: every route declares one for its success (a 204 has no body).
  // Files are described by their content type instead.
  it('declares a 2xx response schema for every JSON route', () => {
    const undeclared = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => !Object.entries(op.responses).some(([status, answer]) => status === '204' || (status.startsWith('2') && declaresBody(answer))))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undeclared.filter((route) => !WITHOUT_JSON_ANSWER.includes(route))).toEqual([]);
  });

  it('answers errors with the shared ApiError component', () => {
    expect(doc.components.schemas.ApiError).toBeDefined();
    expect(doc.paths['/api/applications']!.get!.responses['4XX']).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } });
  });
});
