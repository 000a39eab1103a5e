import type { Migration } from './index';

/**
 * Contractors and their invoices. A contractor signs in with the account of the same e-mail address
 * (found at read time: the account may be created after the record). Rates are kept in minor units.
 * An invoice covers approved hours of a period; periods of an invoice not rejected do not overlap.
 */
export const m044Contractors: Migration = {
  id: '044-contractors',
  sql: `
    CREATE TABLE contractors (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      email TEXT NOT NULL UNIQUE,
      company TEXT NOT NULL DEFAULT '',
      country TEXT NOT NULL,
      rate_cents INTEGER NOT NULL CHECK (rate_cents > 0),
      currency TEXT NOT NULL,
      start_date DATE NOT NULL,
      end_date DATE,
      status TEXT NOT NULL DEFAULT 'onboarding' CHECK (status IN ('onboarding', 'active', 'ended')),
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE TABLE contractor_invoices (
      id TEXT PRIMARY KEY,
      number TEXT NOT NULL UNIQUE,
      contractor_id TEXT NOT NULL REFERENCES contractors(id) ON DELETE CASCADE,
      period_from DATE NOT NULL,
      period_to DATE NOT NULL,
      minutes INTEGER NOT NULL,
      rate_cents INTEGER NOT NULL,
      currency TEXT NOT NULL,
      amount_cents BIGINT NOT NULL,
      status TEXT NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'approved', 'rejected')),
      decision_comment TEXT,
      decided_by TEXT,
      decided_at TIMESTAMPTZ,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX contractor_invoices_contractor_idx ON contractor_invoices (contractor_id, period_from);
  `,
};
