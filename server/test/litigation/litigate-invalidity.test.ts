import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { EMPTY_BIBLIOGRAPHY, ERROR_CODES, InfringementChartSchema, InfringementStartedSchema, InvalidityJobSchema, InvalidityStartedSchema, type InvalidityJob } from '@iprism/shared/contracts';
import { patentEvalSets } from '../../src/modules/analysis/test-data';
import { insertApplication } from '../../src/modules/applications/repositories/applications';
import { saveStageResult } from '../../src/modules/applications/repositories/stage-results';
import { REPORT_NOT_READY } from '../../src/modules/litigation/invalidity-subject';
import { chartedClaims } from '../../src/domain/litigation/charted-claims';
import { draftClaimsOf } from '../../src/domain/drafting/claim-set-text';
import type { SampleRecord } from '../../src/modules/search/sample-corpus';
import { insertRecords } from '../../src/modules/search/repositories/sample-patents';
import { LITIGATION_INTERRUPTED_MESSAGE } from '../../src/modules/litigation/repositories/litigation-searches';
import { paragraphsPdf } from '../fixtures/documents-pdf';
import { makeDocx } from '../fixtures/documents-zip';
import type { UserRecord } from '../../src/modules/accounts/repositories/users';
import { createLawFirm, createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import { multipart } from '../multipart';
import type { TestCaller } from '../session-helper';

const URL = '/api/litigate/invalidity';

/**
 * A real claim set (PatentEval #2, a liquid ejecting apparatus) as the patent in suit, and references
 * built from it: one holding the whole claim set before the priority date (anticipation), two holding
 * the first and the second half of claim 1's limitations (obviousness together), the same claim set
 * published after the priority date (not prior art), and unrelated abstracts of other real sets.
 */
describe('invalidity search', () => {
  const sets = patentEvalSets();
  const suit = sets[2]!;
  const [claim1] = chartedClaims([draftClaimsOf(suit.claims)[0]!]);
  const elements = claim1!.elements.map((e) => e.text);
  const half = Math.ceil(elements.length / 2);
  const record = (publicationNumber: string, publicationDate: string, fields: Partial<SampleRecord>): SampleRecord => ({
    publicationNumber,
    country: 'US',
    number: publicationNumber.replace(/^US|[A-Z]\d?$/g, ''),
    kind: 'B2',
    title: fields.title ?? `Reference ${publicationNumber}`,
    abstract: fields.abstract ?? '',
    claims: fields.claims ?? '',
    description: fields.description ?? '',
    publicationDate,
    cpc: [],
  });
  const records = [
    record('US9000001B2', '2021-06-01', { title: 'Liquid ejecting apparatus', claims: suit.claims, abstract: suit.abstract }),
    record('US8000001B2', '2015-03-03', { title: 'Earlier liquid ejecting apparatus', claims: suit.claims }),
    record('US8000002B2', '2016-04-05', { abstract: `${elements.slice(0, half).join('. ')}.` }),
    record('US8000003B2', '2016-07-08', { abstract: `${elements.slice(half).join('. ')}.` }),
    record('US9500001B2', '2022-01-01', { title: 'Later liquid ejecting apparatus', claims: suit.claims }),
    ...sets.slice(5, 25).map((s, i) => record(`US70000${String(i).padStart(2, '0')}B1`, '2010-01-01', { abstract: s.abstract })),
  ];

  let app: FastifyInstance;
  let pro: TestCaller;
  let standard: TestCaller;
  let toolbox: TestCaller;
  let users: Record<'pro' | 'standard' | 'toolbox', UserRecord>;

  beforeAll(async () => {
    app = await buildTestApp();
    const firm = await createLawFirm(app);
    users = { pro: firm.admin, standard: firm.member, toolbox: await createUser(app, { licenseType: 'ToolboxLawFirmStandard', credits: 3 }) };
    await insertRecords(app.db, records);
    await app.db.query(`UPDATE patents SET priority_date = '2020-02-01' WHERE publication_number = 'US9000001B2'`);
    await app.ready();
  }, 300_000);
  // Fresh sessions for each test: on a loaded machine the suite outlasts a session token.
  beforeEach(async () => {
    pro = await signedIn(app, users.pro);
    standard = await signedIn(app, users.standard);
    toolbox = await signedIn(app, users.toolbox);
  });
  afterAll(async () => {
    await app.close();
  });

  const start = async (payload: Record<string, unknown>, caller = pro): Promise<string> => {
    const res = await caller.call({ method: 'POST', url: URL, payload });
    expect(res.statusCode).toBe(202);
    return InvalidityStartedSchema.parse(res.json()).id;
  };
  const finished = async (id: string, caller = pro): Promise<InvalidityJob> => {
    const seen: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const res = await caller.call({ method: 'GET', url: `${URL}/${id}` });
      expect(res.statusCode).toBe(200);
      const job = InvalidityJobSchema.parse(res.json());
      seen.push(job.progress);
      if (job.status !== 'running') return job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`still running after polling: ${seen.join(',')}`);
  };

  it('refuses a caller without a session, and one without a Pilot licence', async () => {
    expect((await app.inject({ method: 'POST', url: URL, payload: { number: 'US9000001B2' } })).statusCode).toBe(401);
    expect((await toolbox.call({ method: 'POST', url: URL, payload: { number: 'US9000001B2' } })).statusCode).toBe(403);
  });

  it.each([
    [{}, 'number'],
    [{ number: 'US9000001B2', priorityDate: '2020/02/01' }, 'priorityDate'],
    [{ number: 'US9000001B2', claims: [0] }, 'claims.0'],
    [{ number: 'US9000001B2', claims: [999] }, 'claims'],
  ])('answers 400 naming the field for %j', async (payload, path) => {
    const res = await pro.call({ method: 'POST', url: URL, payload });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: string; details: { path: string }[] };
    expect(body.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(body.details.map((d) => d.path)).toContain(path);
  });

  it('fails a search its process left running, once it has reported nothing for five minutes', async () => {
    const id = await start({ number: 'US9000001B2' });
    await finished(id);
    // As a process stopped mid-search leaves it: running, its last progress a while ago.
    await app.db.query(`UPDATE litigation_searches SET status = 'running', updated_at = now() - interval '4 minutes' WHERE id = $1`, [id]);
    expect(InvalidityJobSchema.parse((await pro.call({ method: 'GET', url: `${URL}/${id}` })).json()).status).toBe('running');
    await app.db.query(`UPDATE litigation_searches SET updated_at = now() - interval '6 minutes' WHERE id = $1`, [id]);
    const failed = InvalidityJobSchema.parse((await pro.call({ method: 'GET', url: `${URL}/${id}` })).json());
    expect(failed).toMatchObject({ status: 'failed', message: LITIGATION_INTERRUPTED_MESSAGE });
  });

  it('answers 404 for a patent that is not in the corpus', async () => {
    const res = await pro.call({ method: 'POST', url: URL, payload: { number: 'US 1,234,567' } });
    expect(res.statusCode).toBe(404);
    expect((res.json() as { message: string }).message).toMatch(/US 1,234,567 is not in the corpus/);
  });

  it('charts the independent claims against prior art before the priority date, with candidates for anticipation and obviousness', async () => {
    const id = await start({ number: 'US 9,000,001' });
    const job = await finished(id);
    expect(job).toMatchObject({ status: 'done', progress: 100, subject: 'US9000001B2', priorityDate: '2020-02-01' });
    expect(job.priorityDateBasis).toMatch(/priority date/);
    expect(job.claims[0]!.number).toBe(1);
    expect(job.claims[0]!.elements[0]).toEqual({ id: '1.1', text: 'A liquid ejecting apparatus comprising' });
    const numbers = job.references.map((r) => r.number);
    expect(numbers).not.toContain('US9000001B2');
    expect(numbers).not.toContain('US9500001B2');
    expect(job.references[0]).toMatchObject({ number: 'US8000001B2', coverage: 1, publicationDate: '2015-03-03' });
    expect(job.references[0]!.chart.find((c) => c.elementId === '1.2')!.location).toMatch(/^claim \d+$/);
    expect(job.anticipation).toEqual(['US8000001B2']);
    expect(job.obviousness.map((p) => [...p].sort())).toContainEqual(['US8000002B2', 'US8000003B2']);
    // Another user cannot read it.
    expect((await standard.call({ method: 'GET', url: `${URL}/${id}` })).statusCode).toBe(404);
  });

  it("charts an uploaded application's independent claims before its own earliest date, and refuses one its caller may not read or not yet analysed", async () => {
    const own = (await insertApplication(app.db, { ownerUserId: pro.userId, organizationId: null, title: 'Liquid ejecting apparatus application' })).id;
    const claims = draftClaimsOf(suit.claims).map((c, i) => ({ number: c.number, text: c.text, independent: i === 0, dependsOn: i === 0 ? [] : [1], multipleDependent: false, category: 'apparatus', page: null }));
    const dateClaims = [
      { date: '2016-01-01', basis: 'filing', number: '15/000,001', country: 'US', relation: null },
      { date: '2015-06-01', basis: 'foreign-priority', number: 'JP 2015-100000', country: 'JP', relation: null },
    ];
    await saveStageResult(app.db, own, 'report', {
      applicationId: own,
      document: { fileName: 'app.pdf', format: 'pdf', pages: 10, title: 'Liquid ejecting apparatus application', documentNumber: null, bibliography: { ...EMPTY_BIBLIOGRAPHY, dateClaims } },
      claims,
    });
    const job = await finished(await start({ applicationId: own }));
    expect(job).toMatchObject({ status: 'done', subject: 'Liquid ejecting apparatus application', priorityDate: '2015-06-01' });
    expect(job.priorityDateBasis).toMatch(/2015-06-01/);
    expect(job.claims.map((c) => c.number)).toEqual([1]);
    const numbers = job.references.map((r) => r.number);
    expect(numbers).toContain('US8000001B2');
    expect(numbers).not.toContain('US8000002B2');
    expect(numbers).not.toContain('US9000001B2');
    expect(job.anticipation).toEqual(['US8000001B2']);

    // Another user's application answers as an unknown one; an application not yet analysed says so.
    expect((await standard.call({ method: 'POST', url: URL, payload: { applicationId: own } })).statusCode).toBe(404);
    const pending = (await insertApplication(app.db, { ownerUserId: pro.userId, organizationId: null, title: 'Pending' })).id;
    const notReady = await pro.call({ method: 'POST', url: URL, payload: { applicationId: pending } });
    expect(notReady.statusCode).toBe(409);
    expect((notReady.json() as { message: string }).message).toBe(REPORT_NOT_READY);
  });

  it("takes the attorney's priority date with its reason, which moves the cut", async () => {
    const job = await finished(await start({ number: 'US9000001B2', claims: [1], priorityDate: '2016-01-01', priorityDateReason: 'Priority claim not entitled' }));
    expect(job.priorityDate).toBe('2016-01-01');
    expect(job.priorityDateBasis).toBe('2016-01-01 — set by the attorney: Priority claim not entitled');
    expect(job.claims.map((c) => c.number)).toEqual([1]);
    expect(job.references.map((r) => r.number)).toContain('US8000001B2');
    expect(job.references.map((r) => r.number)).not.toContain('US8000002B2');
    expect(job.anticipation).toEqual(['US8000001B2']);
  });

  it('keeps edits and exports the chart as DOCX, XLSX and CSV with them', async () => {
    const id = await start({ number: 'US9000001B2', claims: [1] });
    await finished(id);
    const edits = [
      { reference: 'US8000002B2', elementId: '1.2', passage: 'A replaced passage', location: 'col. 3:12-20', covered: true, note: 'Fig. 2 shows it' },
      { reference: 'US8000001B2', elementId: '1.1', covered: false },
    ];
    const saved = await pro.call({ method: 'PUT', url: `${URL}/${id}/edits`, payload: { edits } });
    expect(saved.statusCode).toBe(200);
    expect(InvalidityJobSchema.parse(saved.json()).edits).toEqual(edits);
    expect((await pro.call({ method: 'PUT', url: `${URL}/${id}/edits`, payload: { edits: [{ reference: 'US1' }] } })).statusCode).toBe(400);

    const csv = await pro.call({ method: 'GET', url: `${URL}/${id}/export?format=csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Reference,Claim,Element ID,Claim element,Reference passage,Pinpoint cite,Score,Disclosed,Decided by,Note');
    expect(lines.find((l) => l.startsWith('US8000002B2,1,1.2,'))).toMatch(/A replaced passage,col\. 3:12-20,[\d.]+,yes,attorney,Fig\. 2 shows it$/);
    expect(lines.find((l) => l.startsWith('US8000001B2,1,1.1,'))).toMatch(/,no,attorney,$/);

    const xlsx = await pro.call({ method: 'GET', url: `${URL}/${id}/export?format=xlsx` });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/Invalidity chart US9000001B2\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const first = book.getWorksheet('US8000001B2')!;
    expect(first.getRow(4).values).toEqual([undefined, 'Claim element', 'Reference passage', 'Pinpoint cite', 'Disclosed', 'Note']);
    expect(String(first.getRow(5).getCell(1).value)).toBe('[1.1] A liquid ejecting apparatus comprising');

    const docx = await pro.call({ method: 'GET', url: `${URL}/${id}/export?format=docx` });
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    expect((await pro.call({ method: 'GET', url: `${URL}/${id}/export?format=pdf` })).statusCode).toBe(400);
  });

  const INFRINGEMENT = '/api/litigate/infringement';
  const chartOf = async (id: string, caller = pro) => {
    const res = await caller.call({ method: 'GET', url: `${INFRINGEMENT}/${id}` });
    expect(res.statusCode).toBe(200);
    return InfringementChartSchema.parse(res.json());
  };
  const upload = (parts: Parameters<typeof multipart>[0], caller = pro) => {
    const { payload, headers } = multipart(parts);
    return caller.call({ method: 'POST', url: INFRINGEMENT, payload, headers });
  };

  it('charts an uploaded product web page against the claims, with the passages read on, coverage per claim, edits and export', async () => {
    const page = `<!DOCTYPE html><html><head><style>p{}</style><script>var x = 1;</script></head><body>${elements.slice(0, -1).map((e) => `<p>Our product has ${e}.</p>`).join('')}<p>Price list and delivery terms.</p></body></html>`;
    const res = await upload([
      { field: 'number', bytes: 'US9000001B2' },
      { field: 'claims', bytes: '1' },
      { field: 'productName', bytes: 'Acme Jet 3000' },
      { field: 'product', filename: 'acme.html', bytes: page, type: 'text/html' },
    ]);
    expect(res.statusCode).toBe(201);
    const { id } = InfringementStartedSchema.parse(res.json());
    const chart = await chartOf(id);
    expect(chart).toMatchObject({ subject: 'US9000001B2', productName: 'Acme Jet 3000' });
    expect(chart.chart.map((c) => c.elementId)).toEqual(claim1!.elements.map((e) => e.id));
    expect(chart.chart.every((c) => c.passage === null || c.passage.startsWith('Our product has'))).toBe(true);
    expect(chart.chart.every((c) => c.location === null || c.location === 'product description')).toBe(true);
    expect(chart.chart.every((c) => !/var x|<p>/.test(c.passage ?? ''))).toBe(true);
    expect(chart.chart[1]!.passages[0]).toMatchObject({ passage: chart.chart[1]!.passage, score: chart.chart[1]!.score });
    const covered = chart.coverage[0]!.coverage;
    expect(covered).toBeGreaterThan(0.5);
    expect(covered).toBeLessThan(1);
    const last = claim1!.elements.at(-1)!.id;
    const edited = await pro.call({ method: 'PUT', url: `${INFRINGEMENT}/${id}/edits`, payload: { edits: [{ reference: 'Acme Jet 3000', elementId: last, covered: true, note: 'Teardown photo 4' }] } });
    expect(InfringementChartSchema.parse(edited.json()).coverage[0]!.coverage).toBe(1);
    const csv = await pro.call({ method: 'GET', url: `${INFRINGEMENT}/${id}/export?format=csv` });
    expect(csv.body).toContain('Teardown photo 4');
    for (const format of ['docx', 'xlsx'] as const) {
      const file = await pro.call({ method: 'GET', url: `${INFRINGEMENT}/${id}/export?format=${format}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toMatch(new RegExp(`Infringement chart US9000001B2 Acme Jet 3000\\.${format}`));
      expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
    expect((await standard.call({ method: 'GET', url: `${INFRINGEMENT}/${id}` })).statusCode).toBe(404);
  });

  it('reads a product description uploaded as PDF (with its pages), DOCX or text, named after the file by default', async () => {
    const sentences = elements.map((e) => `Our product has ${e}.`);
    const { bytes: pdf } = await paragraphsPdf(['Acme Jet brochure', ...Array.from({ length: 45 }, (_, i) => `Filler paragraph ${i + 1} about shipping and warranty.`), ...sentences]);
    const fromPdf = await upload([{ field: 'number', bytes: 'US 9,000,001' }, { field: 'product', filename: 'brochure.pdf', bytes: pdf }]);
    expect(fromPdf.statusCode).toBe(201);
    const pdfChart = await chartOf(InfringementStartedSchema.parse(fromPdf.json()).id);
    expect(pdfChart.productName).toBe('brochure.pdf');
    expect(pdfChart.claims.map((c) => c.number)).toEqual([1]);
    expect(pdfChart.chart.find((c) => c.elementId === '1.2')!.location).toMatch(/^product description, p\. [2-9]$/);
    expect(pdfChart.coverage[0]!.coverage).toBe(1);

    const fromDocx = await upload([{ field: 'number', bytes: 'US9000001B2' }, { field: 'product', filename: 'spec.docx', bytes: makeDocx(sentences) }]);
    expect(fromDocx.statusCode).toBe(201);
    expect((await chartOf(InfringementStartedSchema.parse(fromDocx.json()).id)).coverage[0]!.coverage).toBe(1);

    const fromText = await upload([{ field: 'number', bytes: 'US9000001B2' }, { field: 'product', filename: 'notes.txt', bytes: sentences.join('\n\n') }]);
    expect((await chartOf(InfringementStartedSchema.parse(fromText.json()).id)).chart.every((c) => c.location === null || c.location === 'product description')).toBe(true);

    const pasted = await pro.call({ method: 'POST', url: INFRINGEMENT, payload: { number: 'US9000001B2', productName: 'Pasted', productText: sentences.join(' ') } });
    expect(pasted.statusCode).toBe(201);
    expect((await chartOf(InfringementStartedSchema.parse(pasted.json()).id)).productName).toBe('Pasted');
  }, 120_000);

  it('refuses an infringement upload without the file, of an unreadable kind, for an unknown patent or claim, and for a caller without Pilot', async () => {
    const fieldsOf = async (res: Awaited<ReturnType<typeof upload>>) => {
      expect(res.statusCode).toBe(400);
      return (res.json() as { details: { path: string }[] }).details.map((d) => d.path);
    };
    expect(await fieldsOf(await upload([{ field: 'number', bytes: 'US9000001B2' }]))).toContain('product');
    expect(await fieldsOf(await upload([{ field: 'product', filename: 'a.txt', bytes: 'Our product has a nozzle and a head.' }]))).toContain('number');
    expect(await fieldsOf(await upload([{ field: 'number', bytes: 'US9000001B2' }, { field: 'claims', bytes: 'one' }, { field: 'product', filename: 'a.txt', bytes: 'Our product has a nozzle.' }]))).toContain('claims');
    expect(await fieldsOf(await upload([{ field: 'number', bytes: 'US9000001B2' }, { field: 'claims', bytes: '999' }, { field: 'product', filename: 'a.txt', bytes: 'Our product has a nozzle.' }]))).toContain('claims');
    const binary = await upload([{ field: 'number', bytes: 'US9000001B2' }, { field: 'product', filename: 'photo.png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 0, 0, 0, 255]) }]);
    expect(binary.statusCode).toBe(415);
    expect((binary.json() as { message: string }).message).toMatch(/photo\.png/);
    const unknown = await upload([{ field: 'number', bytes: 'US 1,234,567' }, { field: 'product', filename: 'a.txt', bytes: 'Our product has a nozzle.' }]);
    expect(unknown.statusCode).toBe(404);
    const denied = await upload([{ field: 'number', bytes: 'US9000001B2' }, { field: 'product', filename: 'a.txt', bytes: 'Our product has a nozzle.' }], toolbox);
    expect(denied.statusCode).toBe(403);
    const short = await pro.call({ method: 'POST', url: INFRINGEMENT, payload: { number: 'US9000001B2', productName: 'X', productText: 'short' } });
    expect((short.json() as { details: { path: string }[] }).details.map((d) => d.path)).toContain('productText');
  });
});
