import type { FastifyInstance } from 'fastify';
import { NewsroomArticleSchema, NewsroomListSchema } from '@iprism/shared/contracts';
import { buildTestApp } from './helper';

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
