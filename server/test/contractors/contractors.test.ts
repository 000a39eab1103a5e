import type { FastifyInstance } from 'fastify';
import { ContractorListSchema, ContractorInvoiceSchema, MyContractorSchema, TimesheetWeekSchema } from '@iprism/shared/contracts';
import { insertContractor } from '../../src/modules/contractors/repositories/contractors';
import { assignProject, insertProject } from '../../src/modules/timesheets/repositories/timesheets';
import { createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import type { TestCaller } from '../session-helper';

describe('contractors and invoices', () => {
  let app: FastifyInstance;
  let admin: TestCaller;
  let developer: TestCaller;
  let employee: TestCaller;

  beforeAll(async () => {
    app = await buildTestApp();
    const developerUser = await createUser(app, { licenseType: 'iPrismDeveloper' });
    const employeeUser = await createUser(app, { email: 'employee@iprism.example', licenseType: 'iPrismEmployee' });
    // The developer works as a contractor and books time to a project; the employee is staff but no contractor.
    await insertContractor(app.db, { name: 'Dev Developer', email: developerUser.email, company: 'Developer Studio GmbH', country: 'DE', hourlyRate: 85, currency: 'EUR', startDate: '2026-01-05', endDate: null, status: 'active' });
    await assignProject(app.db, (await insertProject(app.db, { code: 'CORE', name: 'Analytics platform', client: 'iPrism (internal)' })).id, developerUser.id);
    admin = await signedIn(app, await createUser(app, { licenseType: 'iPrismAdmin' }));
    developer = await signedIn(app, developerUser);
    employee = await signedIn(app, employeeUser);
  }, 90_000);
  afterAll(async () => {
    await app.close();
  });

  it('lists contractors to staff, lets only the admin licence add one, and names invalid fields', async () => {
    const list = ContractorListSchema.parse((await admin.call({ method: 'GET', url: '/api/admin/contractors' })).json()).contractors;
    expect(list.find((c) => c.userId === developer.userId)).toMatchObject({ hourlyRate: 85, currency: 'EUR', userId: developer.userId, accountLicense: 'iPrismDeveloper' });
    const input = { name: 'Rae Reviewer', email: 'rae@review.example', country: 'GB', hourlyRate: 70, currency: 'GBP', startDate: '2026-12-01' };
    expect((await employee.call({ method: 'POST', url: '/api/admin/contractors', payload: input })).statusCode).toBe(403);
    const bad = await admin.call({ method: 'POST', url: '/api/admin/contractors', payload: { ...input, country: 'Britain', endDate: '2026-01-01' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('country');
    expect((await admin.call({ method: 'POST', url: '/api/admin/contractors', payload: input })).statusCode).toBe(201);
    expect((await admin.call({ method: 'POST', url: '/api/admin/contractors', payload: input })).statusCode).toBe(409);
  });

  it('invoices approved hours only, once per period; the admin approves or rejects', async () => {
    const week = TimesheetWeekSchema.parse((await developer.call({ method: 'GET', url: '/api/timesheets/week?weekStart=2026-11-02' })).json());
    await developer.call({ method: 'PUT', url: '/api/timesheets/week', payload: { weekStart: '2026-11-02', entries: [{ projectId: week.projects[0]!.id, day: '2026-11-03', minutes: 450 }] } });
    expect((await developer.call({ method: 'POST', url: '/api/contractor/invoices', payload: { periodFrom: '2026-11-01', periodTo: '2026-11-30' } })).statusCode).toBe(400);
    await developer.call({ method: 'POST', url: '/api/timesheets/week/submit', payload: { weekStart: '2026-11-02' } });
    const weekId = TimesheetWeekSchema.parse((await developer.call({ method: 'GET', url: '/api/timesheets/week?weekStart=2026-11-02' })).json()).id!;
    await admin.call({ method: 'POST', url: `/api/admin/timesheets/${weekId}/approve` });

    const res = await developer.call({ method: 'POST', url: '/api/contractor/invoices', payload: { periodFrom: '2026-11-01', periodTo: '2026-11-30' } });
    expect(res.statusCode).toBe(201);
    const invoice = ContractorInvoiceSchema.parse(res.json());
    expect(invoice).toMatchObject({ minutes: 450, amount: 637.5, currency: 'EUR', status: 'submitted' });
    expect(invoice.number).toMatch(/^INV-\d{4}-0001$/);
    expect((await developer.call({ method: 'POST', url: '/api/contractor/invoices', payload: { periodFrom: '2026-11-15', periodTo: '2026-12-15' } })).statusCode).toBe(409);

    const pdf = await developer.call({ method: 'GET', url: `/api/contractor/invoices/${invoice.id}/pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Another staff account is not this contractor: no page, no invoice.
    expect((await employee.call({ method: 'GET', url: '/api/contractor/me' })).statusCode).toBe(404);
    expect((await employee.call({ method: 'GET', url: `/api/contractor/invoices/${invoice.id}/pdf` })).statusCode).toBe(404);

    expect((await employee.call({ method: 'POST', url: `/api/admin/contractor-invoices/${invoice.id}/approve` })).statusCode).toBe(403);
    expect((await admin.call({ method: 'POST', url: `/api/admin/contractor-invoices/${invoice.id}/reject`, payload: {} })).statusCode).toBe(400);
    const approved = await admin.call({ method: 'POST', url: `/api/admin/contractor-invoices/${invoice.id}/approve` });
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect((await admin.call({ method: 'POST', url: `/api/admin/contractor-invoices/${invoice.id}/reject`, payload: { comment: 'Too late' } })).statusCode).toBe(409);

    const mine = MyContractorSchema.parse((await developer.call({ method: 'GET', url: '/api/contractor/me' })).json());
    expect(mine.contractor.approvedMinutes).toBe(450);
    expect(mine.invoices.map((i) => i.status)).toEqual(['approved']);
  });

  it('refuses a contractor’s invoice PDF to a different contractor', async () => {
    const { rows } = await app.db.query<{ id: string }>('SELECT id FROM contractor_invoices LIMIT 1');
    await app.db.query("INSERT INTO contractors (id, name, email, country, rate_cents, currency, start_date) VALUES ('ctr_other', 'Emery', 'employee@iprism.example', 'US', 5000, 'USD', '2026-01-01')");
    expect((await employee.call({ method: 'GET', url: `/api/contractor/invoices/${rows[0]!.id}/pdf` })).statusCode).toBe(403);
  });
});
