import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { ERROR_CODES, LICENSE_TYPE_REQUIRED_MESSAGE, TrademarkRegisterStatusSchema, TrademarkSearchResponseSchema } from '@iprism/shared/contracts';
import { DEMO_TRADEMARKS, seedDemoTrademarks } from '../../src/modules/demo/trademarks';
import { importRegister } from '../../src/modules/trademarks/import-register';
import { createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import type { TestCaller } from '../session-helper';

const SEARCH = '/api/trademarks/search';

describe('trademark clearance', () => {
  let app: FastifyInstance;
  let admin: TestCaller;
  let employee: TestCaller;
  let developer: TestCaller;
  let pro: TestCaller;

  beforeAll(async () => {
    app = await buildTestApp();
    // The demo register is this suite's data: clearance searches it.
    await seedDemoTrademarks(app.db);
    await app.ready();
    admin = await signedIn(app, await createUser(app, { licenseType: 'iPrismAdmin' }));
    employee = await signedIn(app, await createUser(app, { licenseType: 'iPrismEmployee' }));
    developer = await signedIn(app, await createUser(app, { licenseType: 'iPrismDeveloper' }));
    pro = await signedIn(app, await createUser(app, { licenseType: 'PilotLawFirmPro' }));
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('refuses a Pilot user and a developer (licence admin or employee only), and a caller without a session', async () => {
    for (const caller of [pro, developer]) {
      const res = await caller.call({ method: 'POST', url: SEARCH, payload: { mark: 'NOVALINK', classes: [9] } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: LICENSE_TYPE_REQUIRED_MESSAGE });
      expect((await caller.call({ method: 'GET', url: '/api/trademarks/report.pdf?mark=NOVALINK&classes=9' })).statusCode).toBe(403);
      expect((await caller.call({ method: 'GET', url: '/api/trademarks/register' })).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'POST', url: SEARCH, payload: { mark: 'NOVALINK', classes: [9] } })).statusCode).toBe(401);
  });

  it.each([
    [{ classes: [9] }, 'mark'],
    [{ mark: '  ', classes: [9] }, 'mark'],
    [{ mark: 'NOVALINK' }, 'classes'],
    [{ mark: 'NOVALINK', classes: [46] }, 'classes.0'],
  ])('answers 400 naming the field for %j', async (payload, path) => {
    const res = await employee.call({ method: 'POST', url: SEARCH, payload });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: string; details: { path: string }[] };
    expect(body.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(body.details.map((d) => d.path)).toContain(path);
  });

  it('ranks the demo register by spelling, sound and look, with coordinated classes, and says why', async () => {
    const status = TrademarkRegisterStatusSchema.parse((await admin.call({ method: 'GET', url: '/api/trademarks/register' })).json());
    expect(status).toMatchObject({ total: DEMO_TRADEMARKS.length, demo: DEMO_TRADEMARKS.length });

    const res = await employee.call({ method: 'POST', url: SEARCH, payload: { mark: 'Nova-Link', classes: [9] } });
    expect(res.statusCode).toBe(200);
    const { results } = TrademarkSearchResponseSchema.parse(res.json());
    expect(results[0]).toMatchObject({ serialNumber: 'DEMO-000001', mark: 'NOVALINK', status: 'Live — registered (800)', classes: [9] });
    expect(results[0]!.owner).toMatch(/\(demo data\)$/);
    expect(results[0]!.reasons).toContain('Identical once spacing and punctuation are ignored.');
    const lynk = results.find((r) => r.mark === 'NOVA LYNK')!;
    expect(lynk.reasons.some((r) => r.startsWith('Sounds alike'))).toBe(true);
    expect(lynk.reasons).toContain('Coordinated classes: 9 with 42.');
    const zero = results.find((r) => r.mark === 'N0VALINK')!;
    expect(zero.reasons.some((r) => r.startsWith('Looks alike'))).toBe(true);
    expect(results.map((r) => r.score)).toEqual([...results.map((r) => r.score)].sort((a, b) => b - a));
    expect(results.some((r) => r.mark === 'MERIDIAN')).toBe(false);
  });

  it('imports a USPTO case-file XML and a mapped CSV into the register searched', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tm-import-'));
    const xml = join(dir, 'apc.xml');
    writeFileSync(
      xml,
      `<trademark-applications-daily><case-file><serial-number>97999999</serial-number><case-file-header><filing-date>20220202</filing-date><status-code>630</status-code><mark-identification>GLIMMERGATE</mark-identification></case-file-header><classifications><classification><international-code>025</international-code></classification></classifications><case-file-owners><case-file-owner><party-type>10</party-type><party-name>GATE APPAREL</party-name></case-file-owner></case-file-owners></case-file></trademark-applications-daily>`,
    );
    const csv = join(dir, 'register.csv');
    writeFileSync(csv, 'No,Words,Holder,Nice\n88111111,GLIMER GATE,Gate Retail,35\n');
    expect(await importRegister(app.db, xml)).toEqual({ format: 'uspto-xml', imported: 1, skipped: 0 });
    expect(await importRegister(app.db, csv, { serialNumber: 'No', mark: 'Words', owner: 'Holder', classes: 'Nice' })).toEqual({ format: 'csv', imported: 1, skipped: 0 });
    const { results } = TrademarkSearchResponseSchema.parse((await admin.call({ method: 'POST', url: SEARCH, payload: { mark: 'GLIMMERGATE', classes: [25] } })).json());
    expect(results.slice(0, 2).map((r) => [r.serialNumber, r.owner, r.status])).toEqual([
      ['97999999', 'GATE APPAREL', 'Live — pending (630)'],
      ['88111111', 'Gate Retail', ''],
    ]);
  });

  it('downloads the clearance report as a PDF', async () => {
    const res = await admin.call({ method: 'GET', url: '/api/trademarks/report.pdf?mark=NOVALINK&classes=9,42' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/Trademark clearance NOVALINK\.pdf/);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getTitle()).toBe('Trademark clearance - NOVALINK');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect((await admin.call({ method: 'GET', url: '/api/trademarks/report.pdf?mark=NOVALINK&classes=9,x' })).statusCode).toBe(400);
  });
});
