import type { Migration } from './index';

/**
 * The user's prior-art cutoff for an application, set on the prior-art page when the document's dates
 * are missing or wrong (a priority it does not state). It overrides the document's earliest date until
 * removed, and survives re-runs; it goes with the application.
 */
export const m014PriorArtCutoffs: Migration = {
  id: '014-prior-art-cutoffs',
  sql: `
    CREATE TABLE prior_art_cutoffs (
      application_id TEXT PRIMARY KEY REFERENCES applications(id) ON DELETE CASCADE,
      cutoff_date DATE NOT NULL,
      set_by TEXT NOT NULL,
      set_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
  `,
};
