import type { Migration } from './index';

export const m001Platform: Migration = {
  id: '001-platform',
  sql: `
    CREATE TABLE form_submissions (
      id BIGSERIAL PRIMARY KEY,
      kind TEXT NOT NULL,
      email TEXT,
      payload JSONB NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX form_submissions_kind_idx ON form_submissions (kind, created_at DESC);
  `,
};
