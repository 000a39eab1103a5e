import type { Migration } from './index';

/**
 * Projects people book time to, who is assigned to which, and weekly timesheets (one row per person and
 * week, Monday first) with their project × day cells in minutes. user_id carries no foreign key, as in
 * 005/006/028: with the Clerk adapter a user may exist only at the provider.
 */
export const m042Timesheets: Migration = {
  id: '042-timesheets',
  sql: `
    CREATE TABLE projects (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      code TEXT NOT NULL UNIQUE,
      client TEXT NOT NULL DEFAULT '',
      active BOOLEAN NOT NULL DEFAULT true,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE TABLE project_assignments (
      project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      user_id TEXT NOT NULL,
      assigned_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, user_id)
    );
    CREATE INDEX project_assignments_user_idx ON project_assignments (user_id);
    CREATE TABLE timesheet_weeks (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      week_start DATE NOT NULL,
      status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted', 'approved', 'returned')),
      comment TEXT,
      submitted_at TIMESTAMPTZ,
      decided_at TIMESTAMPTZ,
      decided_by TEXT,
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      UNIQUE (user_id, week_start)
    );
    CREATE INDEX timesheet_weeks_status_idx ON timesheet_weeks (status, week_start);
    CREATE TABLE timesheet_entries (
      week_id TEXT NOT NULL REFERENCES timesheet_weeks(id) ON DELETE CASCADE,
      project_id TEXT NOT NULL REFERENCES projects(id),
      day DATE NOT NULL,
      minutes INTEGER NOT NULL CHECK (minutes >= 0 AND minutes <= 1440 AND minutes % 30 = 0),
      note TEXT NOT NULL DEFAULT '',
      PRIMARY KEY (week_id, project_id, day)
    );
  `,
};
