import { isProgressStage, type ProgressStage, type StageTaskState } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';
import type { ProgressWrites, StageState } from '../../realtime';

/** '' marks a stage's global record (migration 005). */
const GLOBAL_TASK_ID = '';

/** @table progress_state */
interface ProgressRow {
  application_id: string;
  stage: string;
  task_id: string;
  progress: number;
  message: string;
  final: boolean;
  error: boolean;
  error_message: string | null;
  error_type: string | null;
  task_type: string | null;
  updated_at: Date | string;
}

type RowValues = [string, string, string, number, string, boolean, boolean, string | null, string | null, string | null, Date];

/**
 * Upserts what one payload writes (see `progressWrites`): the global record and/or one task, in one
 * statement. Each row is replaced whole, so no read is needed and concurrent publishers never lose a task.
 */
export async function saveProgressWrites(db: Queryable, applicationId: string, stage: ProgressStage, writes: ProgressWrites): Promise<void> {
  const rows: RowValues[] = [];
  if (writes.global) {
    const g = writes.global;
    rows.push([applicationId, stage, GLOBAL_TASK_ID, g.progress, g.message, g.final, g.error, g.errorMessage, g.errorType, null, new Date(g.timestamp)]);
  }
  if (writes.task) {
    const t = writes.task.state;
    rows.push([applicationId, stage, writes.task.id, t.progress, t.message, false, false, null, null, t.type, new Date(t.timestamp)]);
  }
  if (rows.length === 0) return;
  const placeholders = rows.map((_, i) => `(${Array.from({ length: 11 }, (_v, j) => `$${i * 11 + j + 1}`).join(', ')})`).join(', ');
  await db.query(
    `INSERT INTO progress_state (application_id, stage, task_id, progress, message, final, error, error_message, error_type, task_type, updated_at)
     VALUES ${placeholders}
     ON CONFLICT (application_id, stage, task_id) DO UPDATE SET
       progress = EXCLUDED.progress, message = EXCLUDED.message, final = EXCLUDED.final, error = EXCLUDED.error,
       error_message = EXCLUDED.error_message, error_type = EXCLUDED.error_type, task_type = EXCLUDED.task_type, updated_at = EXCLUDED.updated_at`,
    rows.flat(),
  );
}

/** What is stored for an application, by stage. */
export type StoredStages = Partial<Record<ProgressStage, StageState>>;
/** StageState while it is being filled (its task map is read-only once returned). */
type Filling = Partial<Record<ProgressStage, { global: StageState['global']; tasks: Record<string, StageTaskState> }>>;

/** Every stored stage of every given application, in one query. */
export async function loadProgressStates(db: Queryable, applicationIds: readonly string[]): Promise<Map<string, StoredStages>> {
  const out = new Map<string, Filling>();
  if (applicationIds.length === 0) return out;
  const { rows } = await db.query<ProgressRow>(
    `SELECT application_id, stage, task_id, progress, message, final, error, error_message, error_type, task_type, updated_at
     FROM progress_state WHERE application_id = ANY($1::text[])`,
    [[...applicationIds]],
  );
  for (const r of rows) {
    if (!isProgressStage(r.stage)) continue;
    let stages = out.get(r.application_id);
    if (!stages) out.set(r.application_id, (stages = {}));
    const stage = (stages[r.stage] ??= { global: null, tasks: {} });
    const timestamp = new Date(r.updated_at).getTime();
    if (r.task_id === GLOBAL_TASK_ID) {
      stage.global = { progress: r.progress, message: r.message, final: r.final, timestamp, error: r.error, errorMessage: r.error_message, errorType: r.error_type };
    } else {
      stage.tasks[r.task_id] = { progress: r.progress, message: r.message, type: r.task_type ?? '', timestamp };
    }
  }
  return out;
}

/** The stored state of every stage of an application that has any. */
export async function loadProgressState(db: Queryable, applicationId: string): Promise<StoredStages> {
  return (await loadProgressStates(db, [applicationId])).get(applicationId) ?? {};
}

/** Forgets the stored progress of the given stages (a re-run starts them afresh, tasks included). */
export async function deleteProgressState(db: Queryable, applicationId: string, stages: readonly ProgressStage[]): Promise<void> {
  await db.query(`DELETE FROM progress_state WHERE application_id = $1 AND stage = ANY($2::text[])`, [applicationId, [...stages]]);
}

/**
 * The applications whose stored progress changed at or after `since` that are among `applicationIds` or
 * owned by one of `ownerUserIds`, each with its owner.
 */
export async function findProgressChangedSince(
  db: Queryable,
  since: Date,
  applicationIds: readonly string[],
  ownerUserIds: readonly string[],
): Promise<{ applicationId: string; ownerUserId: string }[]> {
  if (applicationIds.length === 0 && ownerUserIds.length === 0) return [];
  const { rows } = await db.query<{ id: string; owner_user_id: string }>(
    `SELECT a.id, a.owner_user_id FROM applications a
     WHERE (a.id = ANY($2::text[]) OR a.owner_user_id = ANY($3::text[]))
       AND EXISTS (SELECT 1 FROM progress_state p WHERE p.application_id = a.id AND p.updated_at >= $1)`,
    [since, [...applicationIds], [...ownerUserIds]],
  );
  return rows.map((r) => ({ applicationId: r.id, ownerUserId: r.owner_user_id }));
}
