import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { CreatePortfolioResponseSchema, ERROR_CODES, PatentTermResponseSchema, PortfolioDetailSchema } from '@iprism/shared/contracts';
import { upsertPatents } from '../../src/modules/corpus/repositories/patents';
import { createLawFirm, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import { corpusRecord, SCOUT_CORPUS } from '../scout-fixtures';
import type { TestCaller } from '../session-helper';

describe('acquisitions API', () => {
  let app: FastifyInstance;
  let pro: TestCaller;
  let standard: TestCaller;
  let client: TestCaller;

  beforeAll(async () => {
    app = await buildTestApp();
    const firm = await createLawFirm(app);
    await upsertPatents(app.db, SCOUT_CORPUS);
    pro = await signedIn(app, firm.admin);
    standard = await signedIn(app, firm.member);
    client = await signedIn(app, firm.client);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const term = (payload: Record<string, unknown>, caller = pro) => caller.call({ method: 'POST', url: '/api/acquisitions/term', payload });

  describe('POST /api/acquisitions/term', () => {
    it('refuses a caller without a session', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/acquisitions/term', payload: { kind: 'utility', filingDate: '2010-01-04', grantDate: '2013-01-08' } });
      expect(res.statusCode).toBe(401);
    });

    it('answers the expiry with its basis and the utility fee schedule', async () => {
      const res = await term({ kind: 'utility', filingDate: '2010-01-04', grantDate: '2013-01-08', ptaDays: 100 });
      expect(res.statusCode).toBe(200);
      const body = PatentTermResponseSchema.parse(res.json());
      expect(body.expiresAt).toBe('2030-04-14');
      expect(body.basis).toContain('100 days of patent term adjustment');
      expect(body.maintenanceFees.map((f) => [f.year, f.opensAt, f.dueAt, f.surchargeUntil])).toEqual([
        [3.5, '2016-01-08', '2016-07-08', '2017-01-08'],
        [7.5, '2020-01-08', '2020-07-08', '2021-01-08'],
        [11.5, '2024-01-08', '2024-07-08', '2025-01-08'],
      ]);
      // 8 January 2017 was a Sunday.
      expect(body.notices.map((n) => n.date)).toContain('2017-01-08');
    });

    it('applies the transition rule and caps by a terminal disclaimer', async () => {
      const old = PatentTermResponseSchema.parse((await term({ kind: 'utility', filingDate: '1993-01-05', grantDate: '1994-02-01' })).json());
      expect(old.expiresAt).toBe('2013-01-05');
      const capped = PatentTermResponseSchema.parse((await term({ kind: 'utility', filingDate: '2010-01-04', grantDate: '2013-01-08', terminalDisclaimerDate: '2025-03-01' })).json());
      expect(capped.expiresAt).toBe('2025-03-01');
      expect(capped.basis).toContain('terminal disclaimer');
    });

    it('gives design patents no fees', async () => {
      const body = PatentTermResponseSchema.parse((await term({ kind: 'design', filingDate: '2015-05-13', grantDate: '2017-01-03' })).json());
      expect(body.expiresAt).toBe('2032-01-03');
      expect(body.maintenanceFees).toEqual([]);
    });

    it.each([
      [{ kind: 'software', filingDate: '2010-01-04', grantDate: '2013-01-08' }, 'kind'],
      [{ kind: 'utility', filingDate: '2013-01-08', grantDate: '2010-01-04' }, 'grantDate'],
      [{ kind: 'utility', filingDate: '2010-02-30', grantDate: '2013-01-08' }, 'filingDate'],
      [{ kind: 'utility', grantDate: '2013-01-08' }, 'filingDate'],
      [{ kind: 'utility', filingDate: '2010-01-04', grantDate: '2013-01-08', ptaDays: -1 }, 'ptaDays'],
    ])('answers 400 naming the field for %j', async (payload, field) => {
      const res = await term(payload);
      expect(res.statusCode).toBe(400);
      const body = res.json() as { code: string; details: { path: string }[] };
      expect(body.code).toBe(ERROR_CODES.VALIDATION_FAILED);
      expect(body.details.map((d) => d.path)).toContain(field);
    });
  });

  it('computes fee statuses from payments', async () => {
    const res = await pro.call({ method: 'POST', url: '/api/acquisitions/maintenance-fees', payload: { kind: 'utility', filingDate: '2010-01-04', grantDate: '2013-01-08', payments: [{ year: 3.5, paidAt: '2016-03-01' }], asOf: '2020-10-01' } });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { fees: { status: string }[] }).fees.map((f) => f.status)).toEqual(['paid', 'in surcharge', 'future']);
  });

  describe('portfolios', () => {
    let id: string;

    it('creates a portfolio, listing found and missing numbers', async () => {
      const res = await pro.call({ method: 'POST', url: '/api/acquisitions/portfolios', payload: { name: 'Target Co', numbers: ['US 11,147,202 B2', 'D901234', '8714275', 'US 7,000,001'] } });
      expect(res.statusCode).toBe(201);
      const body = CreatePortfolioResponseSchema.parse(res.json());
      expect(body.found).toEqual(['US11147202B2', 'USD901234S', 'US8714275B1']);
      expect(body.missing).toEqual(['US 7,000,001']);
      id = body.id;
    });

    it('answers the table per patent', async () => {
      const res = await pro.call({ method: 'GET', url: `/api/acquisitions/portfolios/${id}` });
      expect(res.statusCode).toBe(200);
      const detail = PortfolioDetailSchema.parse(res.json());
      expect(detail.missing).toEqual(['US 7,000,001']);
      const truck = detail.rows.find((r) => r.publicationNumber === 'US11147202B2')!;
      expect(truck).toMatchObject({ assignee: 'Yeow Ng', grantDate: '2021-10-19', independentClaims: 2, totalClaims: 3, forwardCitations: 1, backwardCitations: 2, familySize: 2, cpcSubclasses: ['A01B', 'B62B'] });
      expect(truck.term?.expiresAt).toBe('2038-12-26');
      expect(detail.rows.find((r) => r.publicationNumber === 'USD901234S')).toMatchObject({ patentKind: 'design', maintenanceFees: [] });
    });

    it('keeps a note per patent and keeps portfolios private', async () => {
      const put = await pro.call({ method: 'PUT', url: `/api/acquisitions/portfolios/${id}/notes/US11147202B2`, payload: { note: 'Core asset' } });
      expect(put.statusCode).toBe(200);
      const detail = PortfolioDetailSchema.parse((await pro.call({ method: 'GET', url: `/api/acquisitions/portfolios/${id}` })).json());
      expect(detail.rows[0]!.note).toBe('Core asset');
      expect((await standard.call({ method: 'GET', url: `/api/acquisitions/portfolios/${id}` })).statusCode).toBe(404);
      expect((await pro.call({ method: 'PUT', url: `/api/acquisitions/portfolios/${id}/notes/US1B2`, payload: { note: 'x' } })).statusCode).toBe(404);
    });

    it('exports the pack as XLSX with a sheet per section, and as PDF', async () => {
      const res = await pro.call({ method: 'GET', url: `/api/acquisitions/portfolios/${id}/export?format=xlsx` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toContain('Target-Co');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(book.worksheets.map((s) => s.name)).toEqual(['Patents', 'Term and fees', 'Claims and CPC', 'Citations', 'Notes', 'Missing', 'About']);
      expect(book.getWorksheet('Term and fees')!.getRow(2).getCell(2).value).toBe('2038-12-26');
      const pdf = await pro.call({ method: 'GET', url: `/api/acquisitions/portfolios/${id}/export?format=pdf` });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('adds a missing number to the table once the corpus imports it', async () => {
      await upsertPatents(app.db, [corpusRecord('US7000001B2', { title: 'Late arrival', publicationDate: '2006-02-14', filingDate: '2003-05-01' })]);
      const detail = PortfolioDetailSchema.parse((await pro.call({ method: 'GET', url: `/api/acquisitions/portfolios/${id}` })).json());
      expect(detail.missing).toEqual([]);
      expect(detail.rows.map((r) => r.publicationNumber)).toEqual(['US11147202B2', 'USD901234S', 'US8714275B1', 'US7000001B2']);
      expect(detail.rows[3]!.term?.expiresAt).toBe('2023-05-01');
    });

    it('validates the request and refuses a read-only client', async () => {
      const res = await pro.call({ method: 'POST', url: '/api/acquisitions/portfolios', payload: { name: 'x', numbers: [] } });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { details: { path: string }[] }).details.map((d) => d.path)).toContain('numbers');
      expect((await client.call({ method: 'POST', url: '/api/acquisitions/portfolios', payload: { name: 'x', numbers: ['US1'] } })).statusCode).toBe(403);
    });
  });
});
