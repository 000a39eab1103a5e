import type { Migration } from './index';

/**
 * Scout watches: a saved search, a CPC group or a patent, per user. `scout_watch_hits` records every corpus
 * document a watch has matched, keyed by (watch, document), so a second run of the same import finds nothing
 * new and notifies no one. The GIN index on patents.citations serves forward citations (who cites X).
 */
export const m046ScoutWatches: Migration = {
  id: '046-scout-watches',
  sql: `
    CREATE TABLE scout_watches (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      name TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('search', 'cpc', 'patent')),
      query TEXT,
      cpc TEXT,
      number TEXT,
      country TEXT,
      doc_number TEXT,
      digest TEXT NOT NULL CHECK (digest IN ('none', 'daily', 'weekly')),
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      last_seen_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX scout_watches_user_idx ON scout_watches (user_id, created_at);
    CREATE TABLE scout_watch_hits (
      watch_id TEXT NOT NULL REFERENCES scout_watches(id) ON DELETE CASCADE,
      publication_number TEXT NOT NULL,
      found_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (watch_id, publication_number)
    );
    CREATE INDEX scout_watch_hits_found_idx ON scout_watch_hits (watch_id, found_at DESC);
    CREATE INDEX patents_citations_idx ON patents USING GIN (citations jsonb_path_ops);
  `,
};
