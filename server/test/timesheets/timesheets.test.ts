import type { FastifyInstance } from 'fastify';
import { AdminTimesheetWeekListSchema, ProjectListSchema, TimesheetWeekSchema, TimesheetTotalsSchema } from '@iprism/shared/contracts';
import { listNotifications } from '../../src/modules/notifications/repositories/notifications';
import { assignProject, insertProject } from '../../src/modules/timesheets/repositories/timesheets';
import { createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import { exportAudits } from '../export-audit';
import type { TestCaller } from '../session-helper';

const WEEK = '2026-11-16';

describe('timesheets', () => {
  let app: FastifyInstance;
  let admin: TestCaller;
  let employee: TestCaller;
  let developer: TestCaller;
  let pro: TestCaller;
  let projectIds: string[] = [];

  beforeAll(async () => {
    app = await buildTestApp();
    const employeeUser = await createUser(app, { email: 'employee@iprism.example', name: 'Emery Employee', licenseType: 'iPrismEmployee' });
    const developerUser = await createUser(app, { email: 'developer@iprism.example', licenseType: 'iPrismDeveloper' });
    // Three projects staff book time to, with the employee and the developer assigned.
    for (const code of ['CORE', 'ACME', 'DOCS']) {
      const project = await insertProject(app.db, { code, name: `Project ${code}`, client: 'iPrism (internal)' });
      for (const user of [employeeUser, developerUser]) await assignProject(app.db, project.id, user.id);
    }
    admin = await signedIn(app, await createUser(app, { email: 'admin@iprism.example', licenseType: 'iPrismAdmin' }));
    employee = await signedIn(app, employeeUser);
    developer = await signedIn(app, developerUser);
    pro = await signedIn(app, await createUser(app, { licenseType: 'PilotLawFirmPro' }));
    const week = TimesheetWeekSchema.parse((await employee.call({ method: 'GET', url: `/api/timesheets/week?weekStart=${WEEK}` })).json());
    projectIds = week.projects.map((p) => p.id);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const save = (c: TestCaller, entries: unknown[], weekStart = WEEK) => c.call({ method: 'PUT', url: '/api/timesheets/week', payload: { weekStart, entries } });

  it('shows an empty draft week with the assigned projects; refuses non-staff and a week not starting on Monday', async () => {
    expect(projectIds).toHaveLength(3);
    expect((await pro.call({ method: 'GET', url: `/api/timesheets/week?weekStart=${WEEK}` })).statusCode).toBe(403);
    const bad = await employee.call({ method: 'GET', url: '/api/timesheets/week?weekStart=2026-11-17' });
    expect(bad.statusCode).toBe(400);
  });

  it('saves half-hour steps and refuses quarter hours, other weeks and unassigned projects', async () => {
    const res = await save(employee, [
      { projectId: projectIds[0], day: '2026-11-16', minutes: 450, note: 'Claims parser' },
      { projectId: projectIds[1], day: '2026-11-17', minutes: 240 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(TimesheetWeekSchema.parse(res.json())).toMatchObject({ status: 'draft', totalMinutes: 690 });
    expect((await save(employee, [{ projectId: projectIds[0], day: '2026-11-16', minutes: 45 }])).statusCode).toBe(400);
    expect((await save(employee, [{ projectId: projectIds[0], day: '2026-11-23', minutes: 60 }])).statusCode).toBe(400);
    expect((await save(employee, [{ projectId: 'prj_unknown', day: '2026-11-16', minutes: 60 }])).statusCode).toBe(400);
  });

  it('submits a week, which is then read-only; the employee cannot approve it; an admin returns it with a notification', async () => {
    const submitted = await employee.call({ method: 'POST', url: '/api/timesheets/week/submit', payload: { weekStart: WEEK } });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'submitted' });
    expect((await save(employee, [])).statusCode).toBe(409);

    const waiting = AdminTimesheetWeekListSchema.parse((await admin.call({ method: 'GET', url: '/api/admin/timesheets?status=submitted' })).json()).weeks;
    const week = waiting.find((w) => w.userEmail === 'employee@iprism.example')!;
    expect(week).toMatchObject({ totalMinutes: 690, weekStart: WEEK });
    expect(week.byProject).toHaveLength(2);

    expect((await employee.call({ method: 'POST', url: `/api/admin/timesheets/${week.id}/approve` })).statusCode).toBe(403);
    expect((await developer.call({ method: 'POST', url: `/api/admin/timesheets/${week.id}/approve` })).statusCode).toBe(403);
    expect((await admin.call({ method: 'POST', url: `/api/admin/timesheets/${week.id}/return`, payload: { comment: '' } })).statusCode).toBe(400);
    const returned = await admin.call({ method: 'POST', url: `/api/admin/timesheets/${week.id}/return`, payload: { comment: 'Split Tuesday between CORE and DOCS.' } });
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({ status: 'returned', comment: 'Split Tuesday between CORE and DOCS.' });
    const notes = await listNotifications(app.db, employee.userId, { includeAdminOnly: false, limit: 50 });
    expect(notes.some((n) => n.text.includes('returned: Split Tuesday'))).toBe(true);

    expect((await save(employee, [{ projectId: projectIds[0], day: '2026-11-16', minutes: 480 }])).statusCode).toBe(200);
    expect((await employee.call({ method: 'POST', url: '/api/timesheets/week/submit', payload: { weekStart: WEEK } })).statusCode).toBe(200);
    const approved = await admin.call({ method: 'POST', url: `/api/admin/timesheets/${week.id}/approve` });
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect((await admin.call({ method: 'POST', url: `/api/admin/timesheets/${week.id}/approve` })).statusCode).toBe(409);
  });

  it('refuses to submit an empty week', async () => {
    expect((await employee.call({ method: 'POST', url: '/api/timesheets/week/submit', payload: { weekStart: '2026-11-09' } })).statusCode).toBe(400);
  });

  it('totals approved hours per person and project, and exports them as CSV', async () => {
    const totals = TimesheetTotalsSchema.parse((await admin.call({ method: 'GET', url: '/api/admin/timesheets/totals?from=2026-11-01&to=2026-11-30' })).json());
    expect(totals.rows).toEqual([expect.objectContaining({ userName: 'Emery Employee', projectName: expect.any(String), minutes: 480 })]);
    const csv = await admin.call({ method: 'GET', url: '/api/admin/timesheets/export.csv?from=2026-11-01&to=2026-11-30' });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('Person,Project,Hours,From,To');
    expect(csv.body).toContain('Emery Employee');
    expect(csv.body).toContain(',8,2026-11-01,2026-11-30');
    expect(await exportAudits(app.db, 'approved-hours')).toEqual([expect.objectContaining({ actorEmail: 'admin@iprism.example', format: 'csv' })]);
  });

  it('lets an admin create projects and assign people; others cannot', async () => {
    expect((await employee.call({ method: 'POST', url: '/api/admin/projects', payload: { name: 'Side project', code: 'SIDE' } })).statusCode).toBe(403);
    const created = await admin.call({ method: 'POST', url: '/api/admin/projects', payload: { name: 'Litigation module', code: 'lit' } });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    expect((await admin.call({ method: 'POST', url: '/api/admin/projects', payload: { name: 'Again', code: 'LIT' } })).statusCode).toBe(409);
    const assigned = ProjectListSchema.parse((await admin.call({ method: 'POST', url: `/api/admin/projects/${id}/assignments`, payload: { userId: developer.userId } })).json());
    expect(assigned.projects.find((p) => p.id === id)?.members.map((m) => m.email)).toEqual(['developer@iprism.example']);
  });
});
