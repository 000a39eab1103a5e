import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  APPLICATION_NOT_FOUND_MESSAGE,
  ApplicationFullSchema,
  ApplicationPageSchema,
  ReportSchema,
  UPLOAD_MESSAGES,
  fillMessage,
  type ApplicationFull,
} from '@iprism/shared/contracts';
import { REPO_ROOT } from '../../src/platform/config/config';
import { createLawFirm, createOrganization, createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import { exportAudits } from '../export-audit';
import { multipart } from '../multipart';
import type { TestCaller } from '../session-helper';

const DATA = join(REPO_ROOT, '..', 'shared', 'data');
const GRANT_XML = readFileSync(join(DATA, 'uspto-xml-go-uspto-testdata', 'grant', 'v4-5-B2.xml'));

const TEXT_APPLICATION = `ADAPTIVE PITCH CONTROL FOR A WIND TURBINE BLADE

BACKGROUND
Wind turbines lose energy when the blade pitch does not follow gusts.

SUMMARY
A controller reads a strain sensor on the blade and adjusts the pitch.

DETAILED DESCRIPTION
The blade 10 carries a strain sensor 12. The controller 14 reads the strain sensor 12 and drives a pitch motor 16.

What is claimed is:
1. A wind turbine comprising a blade, a strain sensor on the blade, and a controller configured to adjust a pitch of the blade based on the strain sensor.
2. The wind turbine of claim 1, wherein the controller is configured to adjust the pitch within 50 ms.
3. The wind turbine of claim 1 or 2, wherein the strain sensor is a fibre Bragg grating.
4. A method of controlling a wind turbine blade, comprising: measuring a strain of the blade; and adjusting the pitch of the blade based on the strain.

ABSTRACT
A wind turbine blade pitch controller adjusts the pitch from a strain sensor reading.
`;

describe('applications API (upload, pipeline, report, archive)', () => {
  let app: FastifyInstance;
  let pro: TestCaller;
  let standard: TestCaller;
  let client: TestCaller;
  let toolbox: TestCaller;
  let edu: TestCaller;

  const upload = (caller: TestCaller, parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return caller.call({ method: 'POST', url: '/api/applications', payload: body.payload, headers: body.headers });
  };
  const get = async (caller: TestCaller, id: string): Promise<ApplicationFull> => ApplicationFullSchema.parse((await caller.call({ method: 'GET', url: `/api/applications/${id}` })).json());
  const settled = async (caller: TestCaller, id: string): Promise<ApplicationFull> => {
    for (let i = 0; i < 300; i++) {
      const a = await get(caller, id);
      if (a.status === 'completed' || a.status === 'failed') return a;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`application ${id} did not finish`);
  };
  const countApplications = async () => Number((await app.db.query<{ n: string }>('SELECT count(*) AS n FROM applications')).rows[0]?.n);
  const storedFiles = () => readdirSync(join(app.config.dataDir, 'files'), { recursive: true }).length;

  beforeAll(async () => {
    app = await buildTestApp({ UPLOAD_MAX_BYTES: String(400 * 1024) });
    const firm = await createLawFirm(app, { admin: { email: 'pro@lawfirm.example' } });
    const {
      members: [universityAdmin],
    } = await createOrganization(app, { licenseType: 'PilotEduStandard', members: [{ role: 'org:admin' }] });
    await app.ready();
    pro = await signedIn(app, firm.admin);
    standard = await signedIn(app, firm.member);
    client = await signedIn(app, firm.client);
    toolbox = await signedIn(app, await createUser(app, { licenseType: 'ToolboxLawFirmStandard', credits: 3 }));
    edu = await signedIn(app, universityAdmin);
  }, 60_000);
  afterAll(() => app.close());

  it('takes a USPTO XML grant through every stage and reports its claims and dependencies', async () => {
    const res = await upload(pro, [{ field: 'application', filename: 'US-hand-truck.xml', bytes: GRANT_XML, type: 'text/xml' }]);
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    const done = await settled(pro, id);
    expect(done.status).toBe('completed');
    expect(done.progress.stages.map((s) => [s.stage, s.progress])).toEqual([
      ['upload', 100],
      ['report', 100],
      ['priorArt', 100],
      ['idsAnalysis', 100],
      ['idsTransformation', 100],
      ['idsClassification', 100],
    ]);
    expect(done.title).toBe('Wheeled hand truck');
    expect(done.files).toEqual([expect.objectContaining({ kind: 'application', name: 'US-hand-truck.xml' })]);

    const report = ReportSchema.parse((await pro.call({ method: 'GET', url: `/api/applications/${id}/report` })).json());
    expect(report.claims.map((c) => [c.number, c.independent, c.dependsOn])).toEqual([
      [1, true, []],
      [2, false, [1]],
      [3, false, [1]],
      [4, false, [3]],
      [5, false, [4]],
      [6, false, [5]],
      [7, false, [2]],
      [8, false, [7]],
      [9, false, [8]],
    ]);
    expect(report.document.format).toBe('uspto-xml');
  });

  it('reads a plain-text application: claims, multiple dependency, sections, fees', async () => {
    const res = await upload(pro, [{ field: 'application', filename: 'pitch.txt', bytes: TEXT_APPLICATION, type: 'text/plain' }]);
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    expect((await settled(pro, id)).status).toBe('completed');
    const report = ReportSchema.parse((await pro.call({ method: 'GET', url: `/api/applications/${id}/report` })).json());
    expect(report.claims.map((c) => [c.number, c.independent, c.dependsOn, c.category])).toEqual([
      [1, true, [], 'apparatus'],
      [2, false, [1], 'apparatus'],
      [3, false, [1, 2], 'apparatus'],
      [4, true, [], 'method'],
    ]);
    expect(report.claims[2]?.multipleDependent).toBe(true);
    expect(report.sections.map((s) => s.name)).toEqual(expect.arrayContaining(['background', 'summary', 'detailedDescription', 'claims', 'abstract']));
    expect(report.fees.lines.length).toBeGreaterThan(0);

    const pdf = await pro.call({ method: 'GET', url: `/api/applications/${id}/report.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const json = await pro.call({ method: 'GET', url: `/api/applications/${id}/report.json` });
    expect(json.headers['content-disposition']).toMatch(/^attachment; filename=".*report\.json"/);
    // Each report export leaves a data.exported row about the application, from the request that sent it.
    expect((await exportAudits(app.db, 'report')).filter((r) => r.subjectId === id)).toEqual([
      { actorEmail: 'pro@lawfirm.example', subjectId: id, format: 'pdf', requestId: String(pdf.headers['x-request-id']) },
      { actorEmail: 'pro@lawfirm.example', subjectId: id, format: 'json', requestId: String(json.headers['x-request-id']) },
    ]);
    const original = await pro.call({ method: 'GET', url: `/api/applications/${id}/files/application` });
    expect(original.body).toBe(TEXT_APPLICATION);
    // The user's bytes are a download, and sandboxed should a browser render them anyway.
    expect(original.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expect(original.headers['content-security-policy']).toBe('sandbox');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
  });

  const REFUSAL_CODES: Record<number, string> = { 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE', 422: 'UPLOAD_REJECTED' };
  it.each([
    ['a PNG image', 'figure.pdf', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 415, fillMessage(UPLOAD_MESSAGES.unsupportedApplication, { name: 'figure.pdf' })],
    ['an empty file', 'empty.pdf', Buffer.alloc(0), 422, fillMessage(UPLOAD_MESSAGES.empty, { name: 'empty.pdf' })],
    ['a damaged PDF', 'broken.pdf', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer garbage'), 422, fillMessage(UPLOAD_MESSAGES.corrupt, { name: 'broken.pdf' })],
    ['a file over the limit', 'huge.txt', Buffer.alloc(401 * 1024, 'a'), 413, fillMessage(UPLOAD_MESSAGES.tooLarge, { name: 'huge.txt', limit: '400 KB' })],
  ])('refuses %s with a clear message and stores nothing', async (_what, filename, bytes, status, message) => {
    const before = await countApplications();
    const res = await upload(pro, [{ field: 'application', filename, bytes }]);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code: REFUSAL_CODES[status], message });
    expect(await countApplications()).toBe(before);
  });

  it('refuses a request without the application file, and unknown fields', async () => {
    const noFile = await upload(pro, [{ field: 'ids', filename: 'ids.csv', bytes: 'Cite No,Document Number\n1,US1234567\n' }]);
    expect(noFile.statusCode).toBe(400);
    expect((noFile.json() as { message: string }).message).toBe(UPLOAD_MESSAGES.missingApplication);
    const odd = await upload(pro, [{ field: 'drawing', filename: 'a.txt', bytes: 'x' }]);
    expect(odd.statusCode).toBe(400);
    expect((odd.json() as { message: string }).message).toBe(fillMessage(UPLOAD_MESSAGES.unexpectedField, { name: 'drawing' }));
  });

  it('leaves no file behind when a refusal comes after the application was read', async () => {
    const filesBefore = storedFiles();
    const res = await upload(pro, [
      { field: 'application', filename: 'pitch.txt', bytes: TEXT_APPLICATION },
      { field: 'ids', filename: 'ids.exe', bytes: Buffer.from('7f454c46020101000000000000000000', 'hex') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(storedFiles()).toBe(filesBefore);
  });

  it('keeps the server the law: licence, read-only client portal, other organisations', async () => {
    const part = [{ field: 'application', filename: 'pitch.txt', bytes: TEXT_APPLICATION }];
    expect((await upload(toolbox, part)).statusCode).toBe(403);
    expect((await upload(client, part)).statusCode).toBe(403);
    const { id } = (await upload(standard, part)).json() as { id: string };
    await settled(standard, id);
    // A client-portal user sees only the applications assigned to them (application-assignments.test.ts).
    expect((await client.call({ method: 'GET', url: `/api/applications/${id}` })).statusCode).toBe(404);
    const foreign = await edu.call({ method: 'GET', url: `/api/applications/${id}/report` });
    expect(foreign.statusCode).toBe(404);
    expect((foreign.json() as { message: string }).message).toBe(APPLICATION_NOT_FOUND_MESSAGE);
    expect((await edu.call({ method: 'DELETE', url: `/api/applications/${id}` })).statusCode).toBe(404);
    expect((await client.call({ method: 'DELETE', url: `/api/applications/${id}` })).statusCode).toBe(403);
  });

  it('pages, searches and filters the archive on the server', async () => {
    const page = async (query: string) => ApplicationPageSchema.parse((await pro.call({ method: 'GET', url: `/api/applications?${query}` })).json());
    const all = await page('pageSize=100');
    expect(all.total).toBeGreaterThanOrEqual(3);
    const first = await page('pageSize=1&page=1');
    expect(first.items).toHaveLength(1);
    expect(first.total).toBe(all.total);
    expect((await page('q=hand%20truck')).items.map((a) => a.title)).toEqual(['Wheeled hand truck']);
    expect((await page('status=failed')).items).toEqual([]);
    expect((await page('from=2000-01-01&to=2000-12-31')).total).toBe(0);
    expect((await pro.call({ method: 'GET', url: '/api/applications?pageSize=1000' })).statusCode).toBe(400);
  });

  it('re-runs a finished application and refuses while it runs', async () => {
    const { id } = (await upload(pro, [{ field: 'application', filename: 'pitch.txt', bytes: TEXT_APPLICATION }])).json() as { id: string };
    await settled(pro, id);
    const retry = await pro.call({ method: 'POST', url: `/api/applications/${id}/retry` });
    expect(retry.statusCode).toBe(202);
    const busy = await pro.call({ method: 'POST', url: `/api/applications/${id}/retry` });
    expect(busy.statusCode).toBe(409);
    expect((await settled(pro, id)).status).toBe('completed');
  });

  it('deletes an application with its files', async () => {
    const { id } = (await upload(pro, [{ field: 'application', filename: 'pitch.txt', bytes: TEXT_APPLICATION }])).json() as { id: string };
    await settled(pro, id);
    const filesBefore = storedFiles();
    expect((await pro.call({ method: 'DELETE', url: `/api/applications/${id}` })).statusCode).toBe(204);
    expect((await pro.call({ method: 'GET', url: `/api/applications/${id}` })).statusCode).toBe(404);
    expect(storedFiles()).toBeLessThan(filesBefore);
    // The deletion is in the audit log, with who did it and which application it was.
    const { rows } = await app.db.query<{ actor_id: string; subject_type: string }>(`SELECT actor_id, subject_type FROM audit_log WHERE action = 'application.deleted' AND subject_id = $1`, [id]);
    expect(rows).toEqual([{ actor_id: pro.userId, subject_type: 'application' }]);
  });

  it('publishes its OpenAPI document and the docs page', async () => {
    const doc = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys((doc.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/applications', '/api/applications/{id}', '/api/applications/{id}/report', '/api/applications/{id}/retry']));
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.body).toContain('swagger-ui');
    expect((await app.inject({ method: 'GET', url: '/api/docs/swagger-ui-bundle.js' })).statusCode).toBe(200);
  });
});
