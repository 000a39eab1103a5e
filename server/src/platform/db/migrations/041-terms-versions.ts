import type { Migration } from './index';

/**
 * Versions of the terms of service and the privacy notice. The active version of a kind is the newest
 * whose effective date has come; acceptance of terms versions is kept per user and version.
 */
export const m041TermsVersions: Migration = {
  id: '041-terms-versions',
  sql: `
    CREATE TABLE terms_versions (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('terms', 'privacy')),
      version TEXT NOT NULL,
      body TEXT NOT NULL,
      change_summary TEXT NOT NULL DEFAULT '',
      effective_at TIMESTAMPTZ NOT NULL,
      created_by TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      UNIQUE (kind, version)
    );
    CREATE INDEX terms_versions_kind_effective_idx ON terms_versions (kind, effective_at DESC);
    CREATE TABLE terms_acceptances (
      user_id TEXT NOT NULL,
      version_id TEXT NOT NULL REFERENCES terms_versions(id) ON DELETE CASCADE,
      accepted_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, version_id)
    );
  `,
};
