import type { Migration } from './index';

/**
 * Reports shared with client-portal users (SPEC §6: they see "assigned reports"). A client-portal member
 * of a firm sees only the applications assigned to them, not every application of the firm. `assigned_by`
 * is kept for the record only: no foreign key, so removing that member keeps the share. The user index
 * serves the dashboard's and the archive's "assigned to me" lists.
 */
export const m008ApplicationAssignments: Migration = {
  id: '008-application-assignments',
  sql: `
    CREATE TABLE application_assignments (
      application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      user_id TEXT NOT NULL,
      assigned_by TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (application_id, user_id)
    );
    CREATE INDEX application_assignments_user_idx ON application_assignments (user_id);
  `,
};
