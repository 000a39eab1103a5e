import type { Migration } from './index';

/**
 * The patent corpus, its search index and the CPC scheme.
 * - `patents`: one row per publication in DOCDB form (country, number, kind); `publication_number` is the
 *   three joined (US10123456B2) and is the upsert key, so importing a file twice never duplicates.
 * - `search_doc` is a stored, weighted tsvector (title A > claims B > abstract C > description D) with a
 *   GIN index; the same SQL runs on PGlite and on PostgreSQL. The description is cut to keep each vector
 *   under PostgreSQL's 1 MB tsvector limit.
 * - `patent_cpc`: one row per (publication, CPC symbol) so "documents under H04L" is an index range scan.
 * - `patent_vectors`: sentence-encoder vectors, keyed by model and the hash of the embedded text, so a
 *   restart or a re-import of unchanged text never recomputes them.
 * - `corpus_imports`: the import history the admin screen shows, with rejected records and reasons.
 * - `cpc_scheme`: the CPC scheme (sections, classes, subclasses, groups) for the explorer and predictions.
 */
export const m009PatentCorpus: Migration = {
  id: '009-patent-corpus',
  sql: `
    CREATE TABLE patents (
      publication_number TEXT PRIMARY KEY,
      country TEXT NOT NULL,
      doc_number TEXT NOT NULL,
      kind TEXT NOT NULL DEFAULT '',
      title TEXT NOT NULL DEFAULT '',
      abstract TEXT NOT NULL DEFAULT '',
      claims TEXT NOT NULL DEFAULT '',
      description TEXT NOT NULL DEFAULT '',
      publication_date DATE,
      filing_date DATE,
      priority_date DATE,
      cpc TEXT[] NOT NULL DEFAULT '{}',
      ipc TEXT[] NOT NULL DEFAULT '{}',
      applicants TEXT[] NOT NULL DEFAULT '{}',
      inventors TEXT[] NOT NULL DEFAULT '{}',
      citations JSONB NOT NULL DEFAULT '[]'::jsonb,
      source TEXT NOT NULL DEFAULT '',
      imported_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      search_doc TSVECTOR GENERATED ALWAYS AS (
        setweight(to_tsvector('english'::regconfig, title), 'A') ||
        setweight(to_tsvector('english'::regconfig, left(claims, 200000)), 'B') ||
        setweight(to_tsvector('english'::regconfig, abstract), 'C') ||
        setweight(to_tsvector('english'::regconfig, left(description, 300000)), 'D')
      ) STORED
    );
    CREATE INDEX patents_search_idx ON patents USING GIN (search_doc);
    CREATE INDEX patents_country_number_idx ON patents (country, doc_number);
    CREATE INDEX patents_publication_date_idx ON patents (publication_date);

    CREATE TABLE patent_cpc (
      publication_number TEXT NOT NULL REFERENCES patents(publication_number) ON DELETE CASCADE,
      symbol TEXT NOT NULL,
      PRIMARY KEY (publication_number, symbol)
    );
    CREATE INDEX patent_cpc_symbol_idx ON patent_cpc (symbol text_pattern_ops);

    CREATE TABLE patent_vectors (
      publication_number TEXT NOT NULL REFERENCES patents(publication_number) ON DELETE CASCADE,
      model TEXT NOT NULL,
      text_hash TEXT NOT NULL,
      vector REAL[] NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (publication_number, model)
    );

    CREATE TABLE corpus_imports (
      id TEXT PRIMARY KEY,
      source TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'completed', 'failed')),
      imported INTEGER NOT NULL DEFAULT 0,
      updated INTEGER NOT NULL DEFAULT 0,
      rejected INTEGER NOT NULL DEFAULT 0,
      rejections JSONB NOT NULL DEFAULT '[]'::jsonb,
      error TEXT,
      started_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      finished_at TIMESTAMPTZ
    );

    CREATE TABLE cpc_scheme (
      symbol TEXT PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('section', 'class', 'subclass', 'group')),
      level INTEGER NOT NULL,
      parent TEXT,
      title TEXT NOT NULL,
      sort_key INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX cpc_scheme_parent_idx ON cpc_scheme (parent);
  `,
};
