import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helper';

const SHELL = '<!doctype html><html><head><title>iPrism</title><meta name="description" content="Shell" /></head><body><div id="root"></div></body></html>';
const meta = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

/** Crawlers and link previews run no script: an article's Open Graph tags must be in the HTML the server sends. */
describe('newsroom article pages served with their Open Graph tags', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const builds = mkdtempSync(join(tmpdir(), 'iprism-builds-'));
    mkdirSync(join(builds, 'host'), { recursive: true });
    writeFileSync(join(builds, 'host', 'index.html'), SHELL);
    app = await buildTestApp({ SERVE_STATIC: '1', BUILDS_DIR: builds, PUBLIC_ORIGIN: 'https://ip.example.org' });
  }, 90_000);
  afterAll(() => app.close());

  it('puts a published article’s title, description, image, type and address in the page head', async () => {
    const res = await app.inject('/newsroom/cpc-classification-explorer');
    expect(res.statusCode).toBe(200);
    const article = (await app.inject('/api/newsroom/cpc-classification-explorer')).json<{ title: string; summary: string }>();
    expect(meta(res.body, 'og:title')).toBe(`${article.title} | iPrism`);
    expect(meta(res.body, 'og:description')).toBe(article.summary);
    expect(meta(res.body, 'og:type')).toBe('article');
    expect(meta(res.body, 'og:url')).toBe('https://ip.example.org/newsroom/cpc-classification-explorer');
    expect(meta(res.body, 'og:image')).toMatch(/^https:\/\/ip\.example\.org\//);
    expect(res.body).toContain(`<title>${article.title} | iPrism</title>`);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('serves the plain shell for an article not yet public and for an unknown one', async () => {
    await app.db.query(
      `INSERT INTO newsroom_articles (id, title, summary, body, published_at, tags, status) VALUES ('head-later', 'Secret launch', 'Not yet', 'Later', now() + interval '1 day', '{}', 'published')`,
    );
    for (const path of ['/newsroom/head-later', '/newsroom/no-such-article']) {
      const res = await app.inject(path);
      expect(res.body).toBe(SHELL);
      expect(res.body).not.toContain('Secret launch');
    }
  });
});
