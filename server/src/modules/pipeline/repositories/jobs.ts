import type { Queryable } from '../../../platform/db/db';

/** @table jobs */
export interface JobStatusRow {
  stage: string;
  status: 'queued' | 'running' | 'done' | 'failed';
}

/** The latest job of each stage of an application (what a re-run must look at). */
export async function listJobStates(db: Queryable, applicationId: string): Promise<JobStatusRow[]> {
  const { rows } = await db.query<JobStatusRow>(
    `SELECT DISTINCT ON (stage) stage, status FROM jobs WHERE application_id = $1 ORDER BY stage, created_at DESC`,
    [applicationId],
  );
  return rows;
}

/**
 * @table jobs
 * @computed n
 */
export interface JobDepthRow {
  stage: string;
  status: string;
  n: number;
}

/** Jobs waiting or leased, counted per stage and status. */
export async function countLiveJobs(db: Queryable): Promise<JobDepthRow[]> {
  const { rows } = await db.query<JobDepthRow>(`SELECT stage, status, count(*)::int AS n FROM jobs WHERE status IN ('queued', 'running') GROUP BY stage, status`);
  return rows;
}

/** Ready jobs (queued and due, or leased with the lease run out), oldest first, at most 200. */
export async function listDueJobIds(db: Queryable): Promise<{ id: string }[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM jobs WHERE (status = 'queued' AND run_at <= now()) OR (status = 'running' AND locked_until < now()) ORDER BY run_at LIMIT 200`,
  );
  return rows;
}

/** @table jobs */
export interface LeasedJobRow {
  id: string;
  application_id: string;
  stage: string;
  attempts: number;
  max_attempts: number;
}

/** Leases job `id` to `workerId` for `leaseMs` if it is still ready; null when another worker has it or it is not due. */
export async function leaseJob(db: Queryable, id: string, workerId: string, leaseMs: number): Promise<LeasedJobRow | null> {
  const { rows } = await db.query<LeasedJobRow>(
    `UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = $2,
       locked_until = now() + ($3::int * interval '1 millisecond'), updated_at = now()
     WHERE id = (SELECT id FROM jobs WHERE id = $1 AND ((status = 'queued' AND run_at <= now()) OR (status = 'running' AND locked_until < now())) FOR UPDATE SKIP LOCKED)
     RETURNING id, application_id, stage, attempts, max_attempts`,
    [id, workerId, leaseMs],
  );
  return rows[0] ?? null;
}

/** Stages shown as in progress whose application has no queued or running job left to finish them. */
export async function listOrphanedStages(db: Queryable): Promise<{ application_id: string; stage: string }[]> {
  const { rows } = await db.query<{ application_id: string; stage: string }>(
    `SELECT p.application_id, p.stage FROM progress_state p
     WHERE p.task_id = '' AND NOT p.final AND NOT p.error
       AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.application_id = p.application_id AND j.status IN ('queued', 'running'))`,
  );
  return rows;
}
