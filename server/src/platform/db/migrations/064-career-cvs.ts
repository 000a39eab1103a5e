import type { Migration } from './index';

/**
 * The CV sent with a careers application: what the upload check found (name, media type, size, hash) and
 * where the file store keeps the bytes. One per application; it goes with the application's row.
 */
export const m064CareerCvs: Migration = {
  id: '064-career-cvs',
  sql: `
    CREATE TABLE career_application_cvs (
      submission_id BIGINT PRIMARY KEY REFERENCES form_submissions(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      media_type TEXT NOT NULL,
      size INTEGER NOT NULL,
      sha256 TEXT NOT NULL,
      storage_key TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
  `,
};
