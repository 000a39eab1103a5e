import type { Queryable } from '../../../platform/db/db';

/** A finished stage's output (migration 007); written with the job's completion, replaced by a re-run. */
export async function saveStageResult(db: Queryable, applicationId: string, stage: string, result: unknown): Promise<void> {
  await db.query(
    `INSERT INTO stage_results (application_id, stage, result) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (application_id, stage) DO UPDATE SET result = EXCLUDED.result, created_at = now()`,
    [applicationId, stage, JSON.stringify(result)],
  );
}

export async function loadStageResult<T>(db: Queryable, applicationId: string, stage: string): Promise<T | null> {
  const { rows } = await db.query<{ result: T | string }>(`SELECT result FROM stage_results WHERE application_id = $1 AND stage = $2`, [applicationId, stage]);
  const r = rows[0]?.result;
  if (r === undefined) return null;
  return typeof r === 'string' ? (JSON.parse(r) as T) : r;
}

export async function deleteStageResults(db: Queryable, applicationId: string, stages: readonly string[]): Promise<void> {
  await db.query(`DELETE FROM stage_results WHERE application_id = $1 AND stage = ANY($2::text[])`, [applicationId, [...stages]]);
}
