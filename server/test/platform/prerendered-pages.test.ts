import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PRERENDER_DIR, PRERENDER_ORIGIN } from '@iprism/shared/contracts';
import { buildTestApp } from '../helper';

const SHELL = '<!doctype html><div id="root"></div>';
const home = (text: string) => `<!doctype html><link rel="canonical" href="${PRERENDER_ORIGIN}/"><div id="root" data-prerendered><h1>${text}</h1></div>`;

describe('prerendered public pages', () => {
  let app: FastifyInstance;
  let pageFile: string;

  beforeAll(async () => {
    const builds = mkdtempSync(join(tmpdir(), 'iprism-builds-'));
    mkdirSync(join(builds, 'host', PRERENDER_DIR), { recursive: true });
    writeFileSync(join(builds, 'host', 'index.html'), SHELL);
    pageFile = join(builds, 'host', PRERENDER_DIR, 'index.html');
    writeFileSync(pageFile, home('First build'));
    app = await buildTestApp({ SERVE_STATIC: '1', BUILDS_DIR: builds, PUBLIC_ORIGIN: 'https://ip.example.org' });
  });
  afterAll(() => app.close());

  it('serves a prerendered path its page, with the site origin in its links', async () => {
    const res = await app.inject({ method: 'GET', url: '/?utm=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<h1>First build</h1>');
    expect(res.body).toContain('href="https://ip.example.org/"');
    expect(res.body).not.toContain(PRERENDER_ORIGIN);
  });

  it('serves every other browser path the shell, 404 for a path of no page, and API paths a JSON 404', async () => {
    const pricing = await app.inject({ method: 'GET', url: '/pricing' });
    expect([pricing.statusCode, pricing.body]).toEqual([200, SHELL]);
    const unknown = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect([unknown.statusCode, unknown.body]).toEqual([404, SHELL]);
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404 });
  });

  it('picks up a page rebuilt while running', async () => {
    writeFileSync(pageFile, home('Second build'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(pageFile, later, later);
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('<h1>Second build</h1>');
  });
});
