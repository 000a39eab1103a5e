import type { Migration } from './index';

/**
 * Translation glossaries: term pairs kept per user and per organisation for one language pair, sent with
 * every translation request and enforced in the review and the quality check. owner_id carries no foreign
 * key, as in 028; scope says whether it is a user's id or an organisation's.
 */
export const m068TranslationGlossaries: Migration = {
  id: '068-translation-glossaries',
  sql: `
    CREATE TABLE translation_glossaries (
      scope TEXT NOT NULL CHECK (scope IN ('user', 'organization')),
      owner_id TEXT NOT NULL,
      source_language TEXT NOT NULL,
      target_language TEXT NOT NULL,
      entries JSONB NOT NULL DEFAULT '[]'::jsonb,
      updated_by TEXT NOT NULL,
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (scope, owner_id, source_language, target_language)
    );
  `,
};
