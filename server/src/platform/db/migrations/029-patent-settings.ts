import type { Migration } from './index';

/** The patent workspace's settings of each user (the PatentSettings contract as JSON); no row: the defaults. */
export const m029PatentSettings: Migration = {
  id: '029-patent-settings',
  sql: `
    CREATE TABLE patent_settings (
      user_id TEXT PRIMARY KEY,
      settings JSONB NOT NULL,
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
  `,
};
