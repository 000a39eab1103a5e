import type { Queryable } from '../db';

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
