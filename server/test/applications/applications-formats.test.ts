import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ApplicationFullSchema, ReportSchema, UPLOAD_MESSAGES, fillMessage, type Report } from '@iprism/shared/contracts';
import { encryptedPdf, paragraphsPdf } from '../fixtures/documents-pdf';
import { makeDocx } from '../fixtures/documents-zip';
import { createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import { multipart } from '../multipart';
import type { TestCaller } from '../session-helper';

const PARAGRAPHS = [
  'SOLAR PANEL CLEANING ROBOT',
  'DETAILED DESCRIPTION',
  'The robot 20 travels on a rail 22 and sweeps the panel with a brush 24.',
  'What is claimed is:',
  '1. A cleaning robot comprising a rail, a carriage on the rail, and a brush mounted to the carriage.',
  '2. The cleaning robot of claim 1, wherein the brush rotates.',
  'ABSTRACT',
  'A robot cleans solar panels with a rotating brush.',
];

/** A local OpenAI-compatible endpoint that answers every chat completion with a fixed summary. */
function fakeLlm(): Promise<{ url: string; server: Server; requests: unknown[] }> {
  const requests: unknown[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      requests.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(body) as unknown });
      const content = JSON.stringify({ summary: 'A robot that brushes solar panels clean.', claims: [{ number: 1, explanation: 'The robot itself.' }] });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ choices: [{ message: { content } }] }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, server, requests })));
}

describe('applications API: document formats, limits, and the LLM summary', () => {
  let app: FastifyInstance;
  let pro: TestCaller;
  let llm: Awaited<ReturnType<typeof fakeLlm>>;

  const upload = (parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return pro.call({ method: 'POST', url: '/api/applications', payload: body.payload, headers: body.headers });
  };
  const reportOf = async (id: string): Promise<Report> => {
    for (let i = 0; i < 300; i++) {
      const a = ApplicationFullSchema.parse((await pro.call({ method: 'GET', url: `/api/applications/${id}` })).json());
      if (a.status === 'completed') return ReportSchema.parse((await pro.call({ method: 'GET', url: `/api/applications/${id}/report` })).json());
      if (a.status === 'failed') throw new Error(`application ${id} failed`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('not finished');
  };

  beforeAll(async () => {
    llm = await fakeLlm();
    app = await buildTestApp({ UPLOAD_MAX_PAGES: '3', LLM_BASE_URL: llm.url, LLM_API_KEY: 'sk-test', LLM_MODEL: 'tiny-patent-model' });
    await app.ready();
    pro = await signedIn(app, await createUser(app, { licenseType: 'PilotLawFirmPro', credits: 50 }));
  }, 60_000);
  afterAll(async () => {
    await app.close();
    llm.server.close();
  });

  it('reads a PDF with pages, and writes the summary with the configured model', async () => {
    const { bytes } = await paragraphsPdf(PARAGRAPHS);
    const res = await upload([{ field: 'application', filename: 'robot.pdf', bytes }]);
    expect(res.statusCode).toBe(201);
    const report = await reportOf((res.json() as { id: string }).id);
    expect(report.document).toMatchObject({ format: 'pdf', title: 'SOLAR PANEL CLEANING ROBOT' });
    expect(report.claims.map((c) => [c.number, c.dependsOn, c.page])).toEqual([
      [1, [], 1],
      [2, [1], 1],
    ]);
    expect(report.summary).toMatchObject({ kind: 'abstractive', model: 'tiny-patent-model', text: 'A robot that brushes solar panels clean.' });
    expect(llm.requests[0]).toMatchObject({ url: '/v1/chat/completions', auth: 'Bearer sk-test', body: { model: 'tiny-patent-model' } });
  });

  it('reads a DOCX application', async () => {
    const res = await upload([{ field: 'application', filename: 'robot.docx', bytes: makeDocx(PARAGRAPHS) }]);
    expect(res.statusCode).toBe(201);
    const report = await reportOf((res.json() as { id: string }).id);
    expect(report.document.format).toBe('docx');
    expect(report.claims.map((c) => c.number)).toEqual([1, 2]);
  });

  it('keeps an IDS beside the application and serves it back as uploaded', async () => {
    const ids = 'Cite No,Document Number,Publication Date,Name\n1,US 9876543 B2,2018-01-02,Smith\n2,US 2015/0123456 A1,2015-05-07,Jones\n';
    const res = await upload([
      { field: 'application', filename: 'robot.txt', bytes: PARAGRAPHS.join('\n\n') },
      { field: 'ids', filename: 'ids.csv', bytes: ids },
    ]);
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    await reportOf(id);
    const full = ApplicationFullSchema.parse((await pro.call({ method: 'GET', url: `/api/applications/${id}` })).json());
    expect(full.files.map((f) => [f.kind, f.mediaType])).toEqual([
      ['application', 'text/plain'],
      ['ids', 'text/csv'],
    ]);
    expect((await pro.call({ method: 'GET', url: `/api/applications/${id}/files/ids` })).body).toBe(ids);
  });

  it('refuses an encrypted PDF and one over the page limit', async () => {
    const encrypted = await upload([{ field: 'application', filename: 'locked.pdf', bytes: encryptedPdf() }]);
    expect(encrypted.statusCode).toBe(422);
    expect((encrypted.json() as { message: string }).message).toBe(fillMessage(UPLOAD_MESSAGES.encrypted, { name: 'locked.pdf' }));
    const { bytes, pages } = await paragraphsPdf(Array.from({ length: 400 }, (_, i) => `Paragraph ${i + 1} of a long description that fills page after page of the application.`));
    expect(pages).toBeGreaterThan(3);
    const long = await upload([{ field: 'application', filename: 'long.pdf', bytes }]);
    expect(long.statusCode).toBe(422);
    expect((long.json() as { message: string }).message).toBe(fillMessage(UPLOAD_MESSAGES.tooManyPages, { name: 'long.pdf', pages, limit: 3 }));
  });
});
