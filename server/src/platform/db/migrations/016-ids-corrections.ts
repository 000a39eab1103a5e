import type { Migration } from './index';

/**
 * The user's corrections of an uploaded IDS, one row per corrected citation (its ref in the upload, c1,
 * c2, …): `citation` holds the corrected fields as entered (the IdsCitationInput contract), NULL when the
 * user removed the citation. The IDS stages apply them over what they read from the file, so a re-run
 * keeps them; they go with the application.
 */
export const m016IdsCorrections: Migration = {
  id: '016-ids-corrections',
  sql: `
    CREATE TABLE ids_corrections (
      application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      ref TEXT NOT NULL,
      citation JSONB,
      corrected_by TEXT NOT NULL,
      corrected_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (application_id, ref)
    );
  `,
};
