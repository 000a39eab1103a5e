import type { Migration } from './index';

/**
 * Careers: job openings (shown on /careers while open) and the review state of each application that
 * /api/careers/submit-application stored in form_submissions (status and staff notes, one row each).
 */
export const m045Careers: Migration = {
  id: '045-careers',
  sql: `
    CREATE TABLE job_openings (
      id TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      team TEXT NOT NULL,
      location TEXT NOT NULL,
      remote BOOLEAN NOT NULL DEFAULT false,
      description TEXT NOT NULL,
      open BOOLEAN NOT NULL DEFAULT true,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE TABLE career_application_reviews (
      submission_id BIGINT PRIMARY KEY REFERENCES form_submissions(id) ON DELETE CASCADE,
      status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'reviewing', 'interview', 'offer', 'hired', 'rejected')),
      notes TEXT NOT NULL DEFAULT '',
      updated_by TEXT,
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
  `,
};
