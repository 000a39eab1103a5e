import type { Migration } from './index';

/**
 * The USPTO practitioner roster (imported from the OED roster CSV with `pnpm roster:import`) and the
 * queue of organisation sign-ups waiting for a licence, each with the practitioner check it got.
 */
export const m036Registrations: Migration = {
  id: '036-registrations',
  sql: `
    CREATE TABLE practitioner_roster (
      registration_number TEXT PRIMARY KEY,
      last_name TEXT NOT NULL,
      name TEXT NOT NULL,
      type TEXT NOT NULL CHECK (type IN ('attorney', 'agent')),
      firm TEXT NOT NULL DEFAULT '',
      city TEXT NOT NULL DEFAULT '',
      state TEXT NOT NULL DEFAULT '',
      status TEXT NOT NULL DEFAULT '',
      demo BOOLEAN NOT NULL DEFAULT false,
      imported_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );

    CREATE TABLE registrations (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      email TEXT NOT NULL,
      applicant_name TEXT NOT NULL,
      organization_name TEXT NOT NULL,
      license_type TEXT NOT NULL,
      seats INTEGER NOT NULL DEFAULT 1 CHECK (seats > 0),
      registration_number TEXT NOT NULL,
      last_name TEXT NOT NULL,
      verification JSONB NOT NULL,
      status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
      decided_by TEXT,
      decided_at TIMESTAMPTZ,
      reject_reason TEXT,
      organization_id TEXT,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX registrations_status_idx ON registrations (status, created_at);
  `,
};
