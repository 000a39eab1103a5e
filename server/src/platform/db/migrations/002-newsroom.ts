import type { Migration } from './index';
import { NEWSROOM_SEED_ARTICLES, type SeedArticle } from './002-newsroom-articles';

/** Escapes a value as a SQL string literal: migrations run as one script, without parameters. */
function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function insert(a: SeedArticle): string {
  const tags = `ARRAY[${a.tags.map(literal).join(', ')}]::text[]`;
  return `INSERT INTO newsroom_articles (id, title, summary, body, published_at, tags) VALUES (${literal(a.id)}, ${literal(a.title)}, ${literal(a.summary)}, ${literal(a.body)}, ${literal(a.publishedAt)}, ${tags});`;
}

export const m002Newsroom: Migration = {
  id: '002-newsroom',
  sql: `
    CREATE TABLE newsroom_articles (
      id TEXT PRIMARY KEY CHECK (id ~ '^[a-z0-9-]+$'),
      title TEXT NOT NULL,
      summary TEXT NOT NULL,
      body TEXT NOT NULL,
      published_at TIMESTAMPTZ NOT NULL,
      tags TEXT[] NOT NULL DEFAULT '{}'
    );
    CREATE INDEX newsroom_articles_published_idx ON newsroom_articles (published_at DESC);
    ${NEWSROOM_SEED_ARTICLES.map(insert).join('\n    ')}
  `,
};
