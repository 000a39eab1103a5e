import { APPLICATION_LIST_LIMIT, isProgressStage, type ProgressStage, type StageTaskState } from '@iprism/shared/contracts';
import type { Queryable } from '../../../db/db';
import { visibleToUserSql } from '../../../db/repositories/application-assignments';
import type { StageState } from '../../../realtime/apply-progress';

/**
 * The dashboard's two list reads. They sit beside the routes because only the list needs them; the
 * single-application reads reuse the repositories (`findApplication`, `loadProgressState`).
 */

/** An application with its owner's display name (null when the owner has no local row, e.g. Clerk-only). */
export interface ListedApplication {
  id: string;
  ownerUserId: string;
  ownerName: string | null;
  organizationId: string | null;
  title: string;
  createdAt: Date;
}

interface ListedRow {
  id: string;
  owner_user_id: string;
  owner_name: string | null;
  organization_id: string | null;
  title: string;
  created_at: Date | string;
}

/**
 * The user's own applications, those of `organizationId` (their active organisation, or null) and those
 * assigned to them, newest first, capped at APPLICATION_LIST_LIMIT. A client-portal user gets only their
 * own and their assigned ones (`visibleToUserSql`).
 */
export async function listVisibleApplications(db: Queryable, userId: string, organizationId: string | null): Promise<ListedApplication[]> {
  const { rows } = await db.query<ListedRow>(
    `SELECT a.id, a.owner_user_id, u.name AS owner_name, a.organization_id, a.title, a.created_at
     FROM applications a LEFT JOIN users u ON u.id = a.owner_user_id
     WHERE ${visibleToUserSql('$1', '$2')}
     ORDER BY a.created_at DESC, a.id DESC
     LIMIT $3`,
    [userId, organizationId, APPLICATION_LIST_LIMIT],
  );
  return rows.map((r) => ({
    id: r.id,
    ownerUserId: r.owner_user_id,
    ownerName: r.owner_name,
    organizationId: r.organization_id,
    title: r.title,
    createdAt: new Date(r.created_at),
  }));
}

interface StateRow {
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

export type StoredStages = Partial<Record<ProgressStage, StageState>>;
/** StageState while it is being filled (its task map is read-only once returned). */
type Filling = Partial<Record<ProgressStage, { global: StageState['global']; tasks: Record<string, StageTaskState> }>>;

/** Every stored stage of every given application, in one query ('' task id = the stage's global record, migration 005). */
export async function loadProgressStates(db: Queryable, applicationIds: readonly string[]): Promise<Map<string, StoredStages>> {
  const out = new Map<string, Filling>();
  if (applicationIds.length === 0) return out;
  const { rows } = await db.query<StateRow>(
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
    if (r.task_id === '') {
      stage.global = { progress: r.progress, message: r.message, final: r.final, timestamp, error: r.error, errorMessage: r.error_message, errorType: r.error_type };
    } else {
      stage.tasks[r.task_id] = { progress: r.progress, message: r.message, type: r.task_type ?? '', timestamp };
    }
  }
  return out;
}
