import type { Migration } from './index';

/**
 * Applications (only what live progress needs to authorise a watcher; uploads extend it) and the stored
 * progress of their stages (SPEC §3 application progress record). One `progress_state` row per stage
 * global record (task_id '') and per task, so every publish is a single-row upsert that needs no read
 * first: two API nodes publishing for the same application cannot lose each other's tasks.
 * The owner and organisation ids carry no foreign key: Clerk users and organisations may exist only
 * at the provider, never in the local tables.
 */
export const m005ApplicationsProgress: Migration = {
  id: '005-applications-progress',
  sql: `
    CREATE TABLE applications (
      id TEXT PRIMARY KEY,
      owner_user_id TEXT NOT NULL,
      organization_id TEXT,
      title TEXT NOT NULL DEFAULT '',
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX applications_owner_idx ON applications (owner_user_id);
    CREATE INDEX applications_org_idx ON applications (organization_id) WHERE organization_id IS NOT NULL;

    CREATE TABLE progress_state (
      application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      stage TEXT NOT NULL CHECK (stage IN ('upload', 'report', 'priorArt', 'idsAnalysis', 'idsTransformation', 'idsClassification')),
      -- '' is the stage's global record; any other value is one task of the stage.
      task_id TEXT NOT NULL DEFAULT '',
      progress DOUBLE PRECISION NOT NULL,
      message TEXT NOT NULL DEFAULT '',
      final BOOLEAN NOT NULL DEFAULT false,
      error BOOLEAN NOT NULL DEFAULT false,
      error_message TEXT,
      error_type TEXT,
      -- The task's type; null on the global record.
      task_type TEXT,
      updated_at TIMESTAMPTZ NOT NULL,
      PRIMARY KEY (application_id, stage, task_id)
    );
  `,
};
