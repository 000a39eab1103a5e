import { randomUUID } from 'node:crypto';
import type { TimesheetEntry, TimesheetProject, TimesheetStatus } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';

const newId = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '')}`;
const day = (v: Date | string): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
const maybeIso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export interface WeekRecord {
  id: string;
  userId: string;
  weekStart: string;
  status: TimesheetStatus;
  comment: string | null;
  submittedAt: string | null;
  decidedAt: string | null;
}

/** @table timesheet_weeks */
interface WeekRow {
  id: string;
  user_id: string;
  week_start: Date | string;
  status: TimesheetStatus;
  comment: string | null;
  submitted_at: Date | string | null;
  decided_at: Date | string | null;
}

const toWeek = (r: WeekRow): WeekRecord => ({
  id: r.id,
  userId: r.user_id,
  weekStart: day(r.week_start),
  status: r.status,
  comment: r.comment,
  submittedAt: maybeIso(r.submitted_at),
  decidedAt: maybeIso(r.decided_at),
});
const WEEK_COLUMNS = 'id, user_id, week_start, status, comment, submitted_at, decided_at';

export async function findWeek(db: Queryable, userId: string, weekStart: string): Promise<WeekRecord | null> {
  const { rows } = await db.query<WeekRow>(`SELECT ${WEEK_COLUMNS} FROM timesheet_weeks WHERE user_id = $1 AND week_start = $2`, [userId, weekStart]);
  return rows[0] ? toWeek(rows[0]) : null;
}

export async function findWeekById(db: Queryable, id: string): Promise<WeekRecord | null> {
  const { rows } = await db.query<WeekRow>(`SELECT ${WEEK_COLUMNS} FROM timesheet_weeks WHERE id = $1`, [id]);
  return rows[0] ? toWeek(rows[0]) : null;
}

export async function ensureWeek(db: Queryable, userId: string, weekStart: string): Promise<WeekRecord> {
  await db.query('INSERT INTO timesheet_weeks (id, user_id, week_start) VALUES ($1, $2, $3) ON CONFLICT (user_id, week_start) DO NOTHING', [newId('tsw'), userId, weekStart]);
  return (await findWeek(db, userId, weekStart))!;
}

export async function listEntries(db: Queryable, weekIds: readonly string[]): Promise<Map<string, TimesheetEntry[]>> {
  const out = new Map<string, TimesheetEntry[]>();
  if (!weekIds.length) return out;
  const { rows } = await db.query<{ week_id: string; project_id: string; day: Date | string; minutes: number; note: string }>(
    'SELECT week_id, project_id, day, minutes, note FROM timesheet_entries WHERE week_id = ANY($1::text[]) ORDER BY day, project_id',
    [weekIds],
  );
  for (const r of rows) {
    const list = out.get(r.week_id) ?? [];
    list.push({ projectId: r.project_id, day: day(r.day), minutes: r.minutes, note: r.note });
    out.set(r.week_id, list);
  }
  return out;
}

/** Replaces the week's cells (empty cells without a note are not kept). */
export async function replaceEntries(db: Queryable, weekId: string, entries: readonly TimesheetEntry[]): Promise<void> {
  await db.query('DELETE FROM timesheet_entries WHERE week_id = $1', [weekId]);
  for (const e of entries) {
    if (e.minutes === 0 && !e.note) continue;
    await db.query('INSERT INTO timesheet_entries (week_id, project_id, day, minutes, note) VALUES ($1, $2, $3, $4, $5)', [weekId, e.projectId, e.day, e.minutes, e.note]);
  }
  await db.query('UPDATE timesheet_weeks SET updated_at = now() WHERE id = $1', [weekId]);
}

/** Moves a week between states; `from` guards against a change that raced this one. Null when the week was not in `from`. */
export async function setWeekStatus(
  db: Queryable,
  id: string,
  from: readonly TimesheetStatus[],
  to: TimesheetStatus,
  extra: { comment?: string | null; decidedBy?: string | null; now: Date },
): Promise<WeekRecord | null> {
  const submitted = to === 'submitted';
  const { rows } = await db.query<WeekRow>(
    `UPDATE timesheet_weeks SET status = $3,
       submitted_at = CASE WHEN $4 THEN $5::timestamptz ELSE submitted_at END,
       decided_at = CASE WHEN $4 THEN NULL ELSE $5::timestamptz END,
       decided_by = CASE WHEN $4 THEN NULL ELSE $6 END,
       comment = CASE WHEN $4 THEN comment ELSE $7 END,
       updated_at = $5::timestamptz
     WHERE id = $1 AND status = ANY($2::text[]) RETURNING ${WEEK_COLUMNS}`,
    [id, from, to, submitted, extra.now.toISOString(), extra.decidedBy ?? null, extra.comment ?? null],
  );
  return rows[0] ? toWeek(rows[0]) : null;
}

/** A person's weeks, newest first. */
export async function listWeeksOfUser(db: Queryable, userId: string, limit = 26): Promise<WeekRecord[]> {
  const { rows } = await db.query<WeekRow>(`SELECT ${WEEK_COLUMNS} FROM timesheet_weeks WHERE user_id = $1 ORDER BY week_start DESC LIMIT $2`, [userId, limit]);
  return rows.map(toWeek);
}

export async function listWeeks(db: Queryable, opts: { status?: TimesheetStatus; from?: string; to?: string; limit?: number }): Promise<WeekRecord[]> {
  const { rows } = await db.query<WeekRow>(
    `SELECT ${WEEK_COLUMNS} FROM timesheet_weeks
     WHERE ($1::text IS NULL OR status = $1) AND ($2::date IS NULL OR week_start >= $2) AND ($3::date IS NULL OR week_start <= $3)
     ORDER BY week_start DESC, submitted_at LIMIT $4`,
    [opts.status ?? null, opts.from ?? null, opts.to ?? null, opts.limit ?? 500],
  );
  return rows.map(toWeek);
}

/** Minutes per person and project over approved and submitted weeks whose days fall in [from, to]. */
export async function totalsByPersonAndProject(db: Queryable, from: string, to: string, statuses: readonly TimesheetStatus[]): Promise<{ userId: string; projectId: string; minutes: number }[]> {
  const { rows } = await db.query<{ user_id: string; project_id: string; minutes: string | number }>(
    `SELECT w.user_id, e.project_id, sum(e.minutes) AS minutes FROM timesheet_entries e JOIN timesheet_weeks w ON w.id = e.week_id
     WHERE e.day >= $1 AND e.day <= $2 AND w.status = ANY($3::text[]) GROUP BY w.user_id, e.project_id ORDER BY w.user_id, e.project_id`,
    [from, to, statuses],
  );
  return rows.map((r) => ({ userId: r.user_id, projectId: r.project_id, minutes: Number(r.minutes) }));
}

// Projects and assignments.

/** @table projects */
interface ProjectRow {
  id: string;
  name: string;
  code: string;
  client: string;
  active: boolean;
}
export interface ProjectRecord extends TimesheetProject {
  active: boolean;
}
const toProject = (r: ProjectRow): ProjectRecord => ({ id: r.id, name: r.name, code: r.code, client: r.client, active: r.active });

export async function listProjects(db: Queryable): Promise<ProjectRecord[]> {
  const { rows } = await db.query<ProjectRow>('SELECT id, name, code, client, active FROM projects ORDER BY active DESC, name');
  return rows.map(toProject);
}

export async function findProjectByCode(db: Queryable, code: string): Promise<ProjectRecord | null> {
  const { rows } = await db.query<ProjectRow>('SELECT id, name, code, client, active FROM projects WHERE lower(code) = lower($1)', [code]);
  return rows[0] ? toProject(rows[0]) : null;
}

export async function insertProject(db: Queryable, p: { name: string; code: string; client: string }): Promise<ProjectRecord> {
  const { rows } = await db.query<ProjectRow>('INSERT INTO projects (id, name, code, client) VALUES ($1, $2, $3, $4) RETURNING id, name, code, client, active', [
    newId('prj'),
    p.name,
    p.code.toUpperCase(),
    p.client,
  ]);
  return toProject(rows[0]!);
}

export async function listAssignments(db: Queryable): Promise<{ projectId: string; userId: string }[]> {
  const { rows } = await db.query<{ project_id: string; user_id: string }>('SELECT project_id, user_id FROM project_assignments ORDER BY assigned_at');
  return rows.map((r) => ({ projectId: r.project_id, userId: r.user_id }));
}

export async function projectsOfUser(db: Queryable, userId: string): Promise<ProjectRecord[]> {
  const { rows } = await db.query<ProjectRow>(
    'SELECT p.id, p.name, p.code, p.client, p.active FROM projects p JOIN project_assignments a ON a.project_id = p.id WHERE a.user_id = $1 ORDER BY p.name',
    [userId],
  );
  return rows.map(toProject);
}

export async function projectsByIds(db: Queryable, ids: readonly string[]): Promise<ProjectRecord[]> {
  if (!ids.length) return [];
  const { rows } = await db.query<ProjectRow>('SELECT id, name, code, client, active FROM projects WHERE id = ANY($1::text[]) ORDER BY name', [ids]);
  return rows.map(toProject);
}

export async function assignProject(db: Queryable, projectId: string, userId: string): Promise<void> {
  await db.query('INSERT INTO project_assignments (project_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [projectId, userId]);
}

export async function unassignProject(db: Queryable, projectId: string, userId: string): Promise<void> {
  await db.query('DELETE FROM project_assignments WHERE project_id = $1 AND user_id = $2', [projectId, userId]);
}
