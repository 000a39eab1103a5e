import type { Migration } from './index';

/**
 * Uploads and the durable pipeline.
 * - `applications.status` is kept by the pipeline at each transition so the archive can filter and page
 *   in SQL instead of deriving a status from every stage row.
 * - `application_files`: what was uploaded, where the store keeps it, and what the checks found.
 * - `stage_results`: each finished stage's output (the report is the `report` row), written in the same
 *   transaction that completes the stage's job, so a kill between the two cannot lose a finished stage.
 * - `jobs`: the embedded queue. A job is claimed with FOR UPDATE SKIP LOCKED under a lease; a worker
 *   that dies leaves a lease that runs out, and the job is claimed again.
 */
export const m007IntakePipeline: Migration = {
  id: '007-intake-pipeline',
  sql: `
    ALTER TABLE applications ADD COLUMN status TEXT NOT NULL DEFAULT 'queued'
      CHECK (status IN ('queued', 'running', 'completed', 'failed'));
    CREATE INDEX applications_status_idx ON applications (status);

    CREATE TABLE application_files (
      application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('application', 'ids')),
      name TEXT NOT NULL,
      media_type TEXT NOT NULL,
      format TEXT NOT NULL,
      size BIGINT NOT NULL,
      pages INTEGER,
      sha256 TEXT NOT NULL,
      storage_key TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (application_id, kind)
    );

    CREATE TABLE stage_results (
      application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      stage TEXT NOT NULL,
      result JSONB NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (application_id, stage)
    );

    CREATE TABLE jobs (
      id TEXT PRIMARY KEY,
      application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
      stage TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
      attempts INTEGER NOT NULL DEFAULT 0,
      max_attempts INTEGER NOT NULL,
      run_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      locked_by TEXT,
      locked_until TIMESTAMPTZ,
      last_error TEXT,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX jobs_ready_idx ON jobs (run_at) WHERE status IN ('queued', 'running');
    CREATE INDEX jobs_application_idx ON jobs (application_id);
  `,
};
