import type { Migration } from './index';

/**
 * Newsroom publishing: an article is a draft (no date), published (public from published_at on, so a
 * future date means scheduled) or unpublished. Existing articles stay published. The cover image is kept
 * with the article (already resized in the browser, type-checked on the server).
 */
export const m043NewsroomPublishing: Migration = {
  id: '043-newsroom-publishing',
  sql: `
    ALTER TABLE newsroom_articles ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published', 'unpublished'));
    ALTER TABLE newsroom_articles ALTER COLUMN published_at DROP NOT NULL;
    ALTER TABLE newsroom_articles ADD COLUMN cover_image BYTEA;
    ALTER TABLE newsroom_articles ADD COLUMN cover_type TEXT;
    ALTER TABLE newsroom_articles ADD COLUMN created_at TIMESTAMPTZ NOT NULL DEFAULT now();
    ALTER TABLE newsroom_articles ADD COLUMN updated_at TIMESTAMPTZ NOT NULL DEFAULT now();
  `,
};
