import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ProjectListSchema,
  TimesheetWeekListSchema,
  MemberParamsSchema,
  IdParamsSchema,
  TimesheetTotalsSchema,
  TimesheetWeekSchema,
  AdminTimesheetQuerySchema,
  AssignProjectSchema,
  CreateProjectSchema,
  ReturnTimesheetSchema,
  SaveTimesheetSchema,
  SubmitTimesheetSchema,
  TIMESHEET_NOTIFICATION_CATEGORY,
  WeekQuerySchema,
  toCsv,
  AdminTimesheetWeekListSchema,
  AdminTimesheetWeekSchema,
  ProjectSchema,
  type AdminTimesheetWeek,
  type Project,
  type TimesheetTotals,
  type TimesheetWeek,
} from '@iprism/shared/contracts';
import { requirePrincipal } from '../../auth';
import { insertNotification, pushNotifications } from '../../notifications';
import {
  assignProject,
  ensureWeek,
  findProjectByCode,
  findWeek,
  findWeekById,
  insertProject,
  listAssignments,
  listEntries,
  listProjects,
  listWeeks,
  listWeeksOfUser,
  projectsByIds,
  projectsOfUser,
  replaceEntries,
  setWeekStatus,
  totalsByPersonAndProject,
  unassignProject,
  type WeekRecord,
} from '../repositories/timesheets';
import { findUserById } from '../../accounts';
import { entryProblems, hoursText, isEditable, isWeekStart, totalMinutes, weekStartOf } from '../../../domain/timesheets/week';
import { appError } from '../../../platform/lib/errors';
import { requireAdminLicense } from '../../../platform/http/access/admin-license';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { STAFF } from '../../../platform/http/access/route-access';
import { auditExport } from '../../admin';

const WEEK_LOCKED_MESSAGE = 'This week was submitted and is read-only until an approver returns it.';

function mondayOrThrow(weekStart: string): string {
  if (!isWeekStart(weekStart)) throw appError('VALIDATION_FAILED', 'A timesheet week starts on a Monday.', [{ path: 'weekStart', message: 'A timesheet week starts on a Monday.' }]);
  return weekStart;
}

/**
 * Weekly timesheets. Staff and contractors (every staff licence) keep their own weeks; approving, returning,
 * totals, the CSV export and project assignments need the admin licence.
 */
export const timesheetsRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, STAFF);
  async function weekView(userId: string, weekStart: string, week: WeekRecord | null): Promise<TimesheetWeek> {
    const entries = week ? ((await listEntries(app.db, [week.id])).get(week.id) ?? []) : [];
    const assigned = await projectsOfUser(app.db, userId);
    const booked = await projectsByIds(app.db, [...new Set(entries.map((e) => e.projectId))].filter((id) => !assigned.some((p) => p.id === id)));
    return {
      id: week?.id ?? null,
      weekStart,
      status: week?.status ?? 'draft',
      comment: week?.comment ?? null,
      submittedAt: week?.submittedAt ?? null,
      decidedAt: week?.decidedAt ?? null,
      entries,
      projects: [...assigned, ...booked].map(({ id, name, code, client }) => ({ id, name, code, client })),
      totalMinutes: totalMinutes(entries),
    };
  }

  async function adminWeeks(weeks: WeekRecord[]): Promise<AdminTimesheetWeek[]> {
    const entries = await listEntries(app.db, weeks.map((w) => w.id));
    const projects = new Map((await listProjects(app.db)).map((p) => [p.id, p]));
    const out: AdminTimesheetWeek[] = [];
    for (const w of weeks) {
      const list = entries.get(w.id) ?? [];
      const user = await findUserById(app.db, w.userId);
      const byProject = new Map<string, number>();
      for (const e of list) byProject.set(e.projectId, (byProject.get(e.projectId) ?? 0) + e.minutes);
      out.push({
        id: w.id,
        weekStart: w.weekStart,
        status: w.status,
        comment: w.comment,
        totalMinutes: totalMinutes(list),
        userId: w.userId,
        userName: user?.name || user?.email || w.userId,
        userEmail: user?.email ?? '',
        submittedAt: w.submittedAt,
        decidedAt: w.decidedAt,
        byProject: [...byProject].map(([projectId, minutes]) => ({ projectId, projectName: projects.get(projectId)?.name ?? projectId, minutes })),
        entries: list,
      });
    }
    return out;
  }

  app.get('/api/timesheets/week', { schema: { querystring: WeekQuerySchema, response: { 200: TimesheetWeekSchema } } }, async (req, reply): Promise<TimesheetWeek> => {
    const principal = requirePrincipal(req);
    const q = req.query;
    const weekStart = q.weekStart ? mondayOrThrow(q.weekStart) : weekStartOf(new Date());
    void reply.header('Cache-Control', 'no-store');
    return weekView(principal.userId, weekStart, await findWeek(app.db, principal.userId, weekStart));
  });

  app.put('/api/timesheets/week', { schema: { body: SaveTimesheetSchema, response: { 200: TimesheetWeekSchema } } }, async (req): Promise<TimesheetWeek> => {
    const principal = requirePrincipal(req);
    const body = req.body;
    const weekStart = mondayOrThrow(body.weekStart);
    const existing = await findWeek(app.db, principal.userId, weekStart);
    if (existing && !isEditable(existing.status)) throw appError('CONFLICT', WEEK_LOCKED_MESSAGE);
    // Projects already booked this week stay bookable after an unassignment, so a returned week can be fixed.
    const previous = existing ? ((await listEntries(app.db, [existing.id])).get(existing.id) ?? []) : [];
    const allowed = new Set([...(await projectsOfUser(app.db, principal.userId)).map((p) => p.id), ...previous.map((e) => e.projectId)]);
    const problems = entryProblems(weekStart, body.entries, allowed);
    if (problems.length) throw appError('VALIDATION_FAILED', problems[0]!.message, problems);
    const week = await app.db.transaction(async (tx) => {
      const w = await ensureWeek(tx, principal.userId, weekStart);
      await replaceEntries(tx, w.id, body.entries);
      return w;
    });
    return weekView(principal.userId, weekStart, await findWeekById(app.db, week.id));
  });

  app.post('/api/timesheets/week/submit', { schema: { body: SubmitTimesheetSchema, response: { 200: TimesheetWeekSchema } } }, async (req): Promise<TimesheetWeek> => {
    const principal = requirePrincipal(req);
    const weekStart = mondayOrThrow(req.body.weekStart);
    const week = await findWeek(app.db, principal.userId, weekStart);
    const entries = week ? ((await listEntries(app.db, [week.id])).get(week.id) ?? []) : [];
    if (!week || totalMinutes(entries) === 0) throw appError('VALIDATION_FAILED', 'Enter and save some hours before submitting the week.', [{ path: 'weekStart', message: 'This week has no hours.' }]);
    const submitted = await setWeekStatus(app.db, week.id, ['draft', 'returned'], 'submitted', { now: new Date() });
    if (!submitted) throw appError('CONFLICT', 'This week was already submitted.');
    req.log.info({ weekId: week.id, userId: principal.userId }, 'timesheet submitted');
    return weekView(principal.userId, weekStart, submitted);
  });

  app.get('/api/timesheets/weeks', { schema: { response: { 200: TimesheetWeekListSchema } } }, async (req, reply) => {
    const principal = requirePrincipal(req);
    void reply.header('Cache-Control', 'no-store');
    const weeks = await listWeeksOfUser(app.db, principal.userId);
    const entries = await listEntries(app.db, weeks.map((w) => w.id));
    return { weeks: weeks.map((w) => ({ id: w.id, weekStart: w.weekStart, status: w.status, comment: w.comment, totalMinutes: totalMinutes(entries.get(w.id) ?? []) })) };
  });

  app.get('/api/admin/timesheets', { schema: { querystring: AdminTimesheetQuerySchema, response: { 200: AdminTimesheetWeekListSchema } } }, async (req, reply) => {
    const q = req.query;
    void reply.header('Cache-Control', 'no-store');
    return { weeks: await adminWeeks(await listWeeks(app.db, q)) };
  });

  async function decide(req: FastifyRequest, id: string, to: 'approved' | 'returned', comment: string | null): Promise<AdminTimesheetWeek> {
    const principal = requirePrincipal(req);
    await requireAdminLicense(app, principal);
    const week = await findWeekById(app.db, id);
    if (!week) throw appError('NOT_FOUND', 'Timesheet week not found.');
    if (week.userId === principal.userId) throw appError('FORBIDDEN', 'You cannot approve or return your own timesheet.');
    const decided = await setWeekStatus(app.db, id, ['submitted'], to, { now: new Date(), decidedBy: principal.userId, comment });
    if (!decided) throw appError('CONFLICT', 'Only a submitted week can be approved or returned.');
    const { record } = await insertNotification(app.db, week.userId, {
      iconName: to === 'approved' ? 'CheckCircle' : 'AssignmentReturn',
      color: to === 'approved' ? 'green' : 'yellow',
      text: to === 'approved' ? `Your timesheet for the week of ${week.weekStart} was approved.` : `Your timesheet for the week of ${week.weekStart} was returned: ${comment}`,
      category: TIMESHEET_NOTIFICATION_CATEGORY,
      adminOnly: false,
    });
    await pushNotifications(app, req.log, [record]);
    req.log.info({ weekId: id, by: principal.userId, to }, 'timesheet decided');
    return (await adminWeeks([decided]))[0]!;
  }

  app.post('/api/admin/timesheets/:id/approve', { schema: { params: IdParamsSchema, response: { 200: AdminTimesheetWeekSchema } } }, async (req) => decide(req, req.params.id, 'approved', null));
  app.post('/api/admin/timesheets/:id/return', { schema: { params: IdParamsSchema, body: ReturnTimesheetSchema, response: { 200: AdminTimesheetWeekSchema } } }, async (req) => decide(req, req.params.id, 'returned', req.body.comment));

  const TotalsQuery = z.object({ from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

  async function totals(from: string, to: string): Promise<TimesheetTotals> {
    const rows = await totalsByPersonAndProject(app.db, from, to, ['approved']);
    const projects = new Map((await listProjects(app.db)).map((p) => [p.id, p.name]));
    const names = new Map<string, string>();
    for (const id of new Set(rows.map((r) => r.userId))) {
      const u = await findUserById(app.db, id);
      names.set(id, u?.name || u?.email || id);
    }
    return { from, to, rows: rows.map((r) => ({ ...r, userName: names.get(r.userId) ?? r.userId, projectName: projects.get(r.projectId) ?? r.projectId })) };
  }

  app.get('/api/admin/timesheets/totals', { schema: { querystring: TotalsQuery, response: { 200: TimesheetTotalsSchema } } }, async (req): Promise<TimesheetTotals> => {
    const { from, to } = req.query;
    return totals(from, to);
  });

  app.get('/api/admin/timesheets/export.csv', { schema: { summary: 'Approved hours per person and project as CSV', produces: ['text/csv'], querystring: TotalsQuery } }, async (req, reply) => {
    const { from, to } = req.query;
    const t = await totals(from, to);
    const csv = toCsv([['Person', 'Project', 'Hours', 'From', 'To'], ...t.rows.map((r) => [r.userName, r.projectName, hoursText(r.minutes), from, to])]);
    await auditExport(app.db, req, { what: 'approved-hours', format: 'csv', detail: { rows: t.rows.length, from, to } });
    return reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="approved-hours-${from}-to-${to}.csv"`).send(csv);
  });

  // Projects and who may book to them.

  async function projectList(): Promise<Project[]> {
    const [projects, assignments] = await Promise.all([listProjects(app.db), listAssignments(app.db)]);
    const people = new Map<string, { name: string; email: string }>();
    for (const id of new Set(assignments.map((a) => a.userId))) {
      const u = await findUserById(app.db, id);
      people.set(id, { name: u?.name || u?.email || id, email: u?.email ?? '' });
    }
    return projects.map((p) => ({ ...p, members: assignments.filter((a) => a.projectId === p.id).map((a) => ({ userId: a.userId, ...people.get(a.userId)! })) }));
  }

  app.get('/api/admin/projects', { schema: { response: { 200: ProjectListSchema } } }, async (_req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return { projects: await projectList() };
  });

  app.post('/api/admin/projects', { schema: { body: CreateProjectSchema, response: { 201: ProjectSchema } } }, async (req, reply) => {
    await requireAdminLicense(app, requirePrincipal(req));
    const body = req.body;
    if (await findProjectByCode(app.db, body.code)) throw appError('CONFLICT', `A project with code ${body.code.toUpperCase()} already exists.`);
    const project = await insertProject(app.db, body);
    void reply.code(201);
    return { ...project, members: [] };
  });

  app.post('/api/admin/projects/:id/assignments', { schema: { params: IdParamsSchema, body: AssignProjectSchema, response: { 200: ProjectListSchema } } }, async (req) => {
    await requireAdminLicense(app, requirePrincipal(req));
    const { id } = req.params;
    const { userId } = req.body;
    if (!(await listProjects(app.db)).some((p) => p.id === id)) throw appError('NOT_FOUND', 'Project not found.');
    if (!(await findUserById(app.db, userId))) throw appError('VALIDATION_FAILED', 'No such person.', [{ path: 'userId', message: 'No such person.' }]);
    await assignProject(app.db, id, userId);
    return { projects: await projectList() };
  });

  app.delete('/api/admin/projects/:id/assignments/:userId', { schema: { params: MemberParamsSchema, response: { 200: ProjectListSchema } } }, async (req) => {
    await requireAdminLicense(app, requirePrincipal(req));
    const { id, userId } = req.params;
    await unassignProject(app.db, id, userId);
    return { projects: await projectList() };
  });
};
