import type { FastifyInstance } from 'fastify';
import { NewsroomArticleSchema, NewsroomListSchema } from '@iprism/shared/contracts';
import RssParser from 'rss-parser';
import { createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';

describe('newsroom', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the seeded articles, newest first', async () => {
    const res = await app.inject('/api/newsroom');
    expect(res.statusCode).toBe(200);
    const { articles } = NewsroomListSchema.parse(res.json());
    expect(articles.length).toBeGreaterThanOrEqual(4);
    const dates = articles.map((a) => a.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(articles.map((a) => a.id)).toContain('ids-normalization-docdb');
    expect(articles[0]).not.toHaveProperty('body');
  });

  it('answers one article with its body', async () => {
    const res = await app.inject('/api/newsroom/cpc-classification-explorer');
    expect(res.statusCode).toBe(200);
    const article = NewsroomArticleSchema.parse(res.json());
    expect(article.title).toMatch(/classification explorer/i);
    expect(article.body).toContain('## ');
    expect(article.tags).toContain('classification');
  });

  it('hides articles scheduled for later', async () => {
    await app.db.query(
      `INSERT INTO newsroom_articles (id, title, summary, body, published_at, tags) VALUES ('scheduled-news', 'Later', 'Later', 'Later', now() + interval '1 day', '{}')`,
    );
    const list = NewsroomListSchema.parse((await app.inject('/api/newsroom')).json());
    expect(list.articles.map((a) => a.id)).not.toContain('scheduled-news');
    expect((await app.inject('/api/newsroom/scheduled-news')).statusCode).toBe(404);
  });

  it('answers a missing article with a JSON 404', async () => {
    const res = await app.inject('/api/newsroom/no-such-article');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});

describe('agreements', () => {
  it('answers an unknown token with a JSON 404', async () => {
    const app = await buildTestApp();
    const res = await app.inject('/api/agreements/unknown-token');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    await app.close();
  });
});

describe('newsroom publishing', () => {
  it('keeps drafts and scheduled articles private, publishes, unpublishes, and feeds RSS', async () => {
    const app = await buildTestApp();
    const admin = await signedIn(app, await createUser(app, { licenseType: 'iPrismAdmin' }));
    const pro = await signedIn(app, await createUser(app, { licenseType: 'PilotLawFirmPro' }));
    const content = { title: 'Invalidity charts & claim maps', summary: 'Claim charts now export with the cited passages side by side.', body: '## What is new\n\nClaim charts export to Word with the cited passages next to each element.', tags: ['litigation'] };

    expect((await pro.call({ method: 'POST', url: '/api/admin/newsroom', payload: { id: 'claim-charts', ...content } })).statusCode).toBe(403);
    const created = await admin.call({ method: 'POST', url: '/api/admin/newsroom', payload: { id: 'claim-charts', ...content } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ state: 'draft', publishedAt: null });
    expect((await app.inject('/api/newsroom/claim-charts')).statusCode).toBe(404);
    const bad = await admin.call({ method: 'POST', url: '/api/admin/newsroom', payload: { id: 'Bad Id', ...content } });
    expect(bad.statusCode).toBe(400);

    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await admin.call({ method: 'POST', url: '/api/admin/newsroom/claim-charts/publish', payload: { publishAt: later } });
    expect(scheduled.json()).toMatchObject({ state: 'scheduled' });
    expect((await app.inject('/api/newsroom/claim-charts')).statusCode).toBe(404);
    expect(((await app.inject('/api/newsroom')).json() as { articles: { id: string }[] }).articles.map((a) => a.id)).not.toContain('claim-charts');

    expect((await admin.call({ method: 'POST', url: '/api/admin/newsroom/claim-charts/publish', payload: {} })).json()).toMatchObject({ state: 'published' });
    expect((await app.inject('/api/newsroom/claim-charts')).json()).toMatchObject({ title: content.title });

    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect((await admin.call({ method: 'PUT', url: '/api/admin/newsroom/claim-charts/cover', payload: { dataUrl: `data:image/png;base64,${Buffer.from('GIF89a not an image').toString('base64')}` } })).statusCode).toBe(400);
    expect((await admin.call({ method: 'PUT', url: '/api/admin/newsroom/claim-charts/cover', payload: { dataUrl: `data:image/png;base64,${png.toString('base64')}` } })).statusCode).toBe(200);
    const cover = await app.inject('/api/newsroom/claim-charts/cover');
    expect(cover.headers['content-type']).toBe('image/png');

    const rss = await app.inject('/newsroom/rss.xml');
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    // A real feed reader's parser: what it cannot read, subscribers would not see.
    const feed = await new RssParser().parseString(rss.body);
    expect(feed.items[0]).toMatchObject({ title: content.title, contentSnippet: expect.stringContaining('Claim charts now export') });
    expect(feed.items[0]!.link).toMatch(/\/newsroom\/claim-charts$/);
    expect(Date.parse(feed.items[0]!.isoDate ?? '')).toBeGreaterThan(0);

    expect((await admin.call({ method: 'POST', url: '/api/admin/newsroom/claim-charts/unpublish' })).json()).toMatchObject({ state: 'unpublished' });
    expect((await app.inject('/api/newsroom/claim-charts')).statusCode).toBe(404);
    expect((await app.inject('/api/newsroom/claim-charts/cover')).statusCode).toBe(404);
    await app.close();
  }, 60_000);
});
