import type { Migration } from './index';

/** Toolbox form fills: the fields a user reviewed for one USPTO form, kept so the fill can be reopened. */
export const m051FormFills: Migration = {
  id: '051-form-fills',
  sql: `
    CREATE TABLE form_fills (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      form TEXT NOT NULL,
      title TEXT NOT NULL,
      application_id TEXT,
      fields JSONB NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX form_fills_user_idx ON form_fills (user_id, updated_at DESC);
  `,
};
