import type { Migration } from './index';

/**
 * Invalidity and infringement searches, each a tracked job of one user: its request, live progress, the
 * charted result and the attorney's edits (replaced passages, covered decisions, notes). Nothing here is
 * shared: only the owner reads a search. user_id carries no foreign key, as in 028.
 */
export const m054LitigationSearches: Migration = {
  id: '054-litigation-searches',
  sql: `
    CREATE TABLE litigation_searches (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('invalidity', 'infringement')),
      subject TEXT NOT NULL,
      request JSONB NOT NULL,
      status TEXT NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done', 'failed')),
      progress INTEGER NOT NULL DEFAULT 0,
      message TEXT NOT NULL DEFAULT '',
      result JSONB,
      edits JSONB NOT NULL DEFAULT '[]'::jsonb,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX litigation_searches_user_idx ON litigation_searches (user_id, created_at DESC);
  `,
};
