import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { APPLICATION_NOT_FOUND_MESSAGE, ApplicationFullSchema, IDS_MESSAGES, IdsResponseSchema, type ApplicationFull } from '@iprism/shared/contracts';
import { extractPdfInThread as extractPdf } from '../file-readers';
import { SHARED_DATA, realCitationList, sb08PdfFixture, type FixtureCitation } from '../fixtures/ids-documents';
import { createOrganization, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import { multipart } from '../multipart';
import type { TestCaller } from '../session-helper';

/** A real corpus record (Google Patents scrape) and an application claiming what it discloses. */
const CORPUS_CSV = join(SHARED_DATA, 'google-patents-ai-abstracts-cpc', 'scraped', 'patent_details_20251001-102339.csv');
const CITED = 'CN110543639B';

const APPLICATION = `SIMPLIFYING ENGLISH SENTENCES WITH A PRE-TRAINED LANGUAGE MODEL

BACKGROUND
Long sentences with rare words are hard to read.

DETAILED DESCRIPTION
A word frequency table is counted from a corpus. A pre-trained language model proposes substitute words.

What is claimed is:
1. A method of simplifying a sentence, comprising: counting word frequency in a wikipedia corpus; obtaining a vectorized expression of words with a pre-trained word embedding model; obtaining a candidate substitute word set for each content word of the sentence with a pre-trained transformer language model; and replacing the content word with the candidate word of the highest word frequency.
2. The method of claim 1, wherein the candidate words are ranked by a plurality of features.

ABSTRACT
Sentences are simplified by replacing content words with frequent candidates from a language model.
`;

describe('IDS stages and GET /api/applications/{id}/ids', () => {
  let app: FastifyInstance;
  let pro: TestCaller;
  let edu: TestCaller;
  let idsId: string;
  const list: FixtureCitation[] = [{ type: 'patent', country: 'CN', number: '110543639', kind: 'B', date: '', name: '' }, ...realCitationList()];

  const upload = (parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return pro.call({ method: 'POST', url: '/api/applications', payload: body.payload, headers: body.headers });
  };
  const settled = async (id: string): Promise<ApplicationFull> => {
    for (let i = 0; i < 600; i++) {
      const a = ApplicationFullSchema.parse((await pro.call({ method: 'GET', url: `/api/applications/${id}` })).json());
      if (a.status === 'completed' || a.status === 'failed') return a;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`application ${id} did not finish`);
  };

  beforeAll(async () => {
    app = await buildTestApp();
    const {
      members: [firmAdmin],
    } = await createOrganization(app, { members: [{ role: 'org:admin', licenseType: 'PilotLawFirmPro', credits: 50 }] });
    const {
      members: [universityAdmin],
    } = await createOrganization(app, { licenseType: 'PilotEduStandard', members: [{ role: 'org:admin' }] });
    await app.ready();
    pro = await signedIn(app, firmAdmin);
    edu = await signedIn(app, universityAdmin);
    const line = readFileSync(CORPUS_CSV, 'utf8').split('\n')[1]!;
    const [, title, abstract] = /^CN110543639B,([^,]+),"([^"]+)"/.exec(line)!;
    await app.db.query(`INSERT INTO patents (publication_number, country, doc_number, kind, title, abstract, cpc) VALUES ($1, 'CN', '110543639', 'B', $2, $3, $4)`, [CITED, title, abstract, ['G06F18/22', 'Y02D10/00']]);
    const res = await upload([
      { field: 'application', filename: 'simplify.txt', bytes: APPLICATION },
      { field: 'ids', filename: 'sb08.pdf', bytes: await sb08PdfFixture(list), type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(201);
    idsId = (res.json() as { id: string }).id;
    const done = await settled(idsId);
    expect(done.status).toBe('completed');
    const message = (stage: string) => done.progress.stages.find((s) => s.stage === stage)?.message;
    expect(message('idsAnalysis')).toMatch(/^201 citations \(44 U\.S\. patents, 54 U\.S\. publications, 33 foreign, 70 NPL\): \d+ errors?, \d+ warnings?$/);
    expect(message('idsTransformation')).toBe('131 publication numbers in DOCDB form; IDS ready as CSV, JSON and SB/08 PDF');
    expect(message('idsClassification')).toBe('1 in the corpus (X 1, Y 0, A 0), 130 not in the corpus, 70 NPL');
  }, 120_000);
  afterAll(() => app.close());

  it('analyses, normalises and classifies the uploaded SB/08', async () => {
    const res = await pro.call({ method: 'GET', url: `/api/applications/${idsId}/ids` });
    expect(res.statusCode).toBe(200);
    const ids = IdsResponseSchema.parse(res.json());
    expect(ids.analysis.sourceFormat).toBe('sb08-pdf');
    expect(ids.analysis.header).toEqual({ applicationNumber: '14/123,456', filingDate: '01-06-2015', firstNamedInventor: 'Magar', artUnit: '3735', examinerName: 'Jang, Christian', attorneyDocketNumber: 'PRO-0042' });
    expect(ids.analysis.counts).toMatchObject({ total: 201, usPatents: 44, usApplications: 54, foreign: 33, npl: 70 });
    // The real list has one true duplicate (WO 03/015838 A3 cited twice) and KR numbers without kind codes.
    expect(ids.analysis.issues.filter((i) => i.code === 'duplicate').map((i) => i.message)).toEqual([expect.stringMatching(/duplicates cite \d+ \(WO2003015838A3\)/)]);
    expect(ids.analysis.issues.filter((i) => i.code === 'missing-kind' && i.severity === 'warning')).toHaveLength(5);
    const cn = ids.citations.find((c) => c.publicationNumber === CITED)!;
    expect(cn).toMatchObject({ type: 'foreign', country: 'CN', number: '110543639', kind: 'B', citeNo: '1' });
    const item = ids.classification.items.find((i) => i.ref === cn.ref)!;
    expect(item).toMatchObject({ status: 'found', category: 'X', closestClaim: 1, cpc: ['G06F18/22', 'Y02D10/00'] });
    expect(ids.classification.summary).toMatchObject({ total: 201, found: 1, X: 1, npl: 70, claimsCompared: 2 });
    expect(ids.classification.summary.notInCorpus).toBe(130);
    expect(ids.downloads.pdf).toBe(`/api/applications/${idsId}/ids.pdf`);
  });

  it('serves the normalised IDS as CSV, JSON and SB/08 PDF downloads', async () => {
    const csv = await pro.call({ method: 'GET', url: `/api/applications/${idsId}/ids.csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename=".*IDS\.csv"/);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('Cite No,Type,Publication Number,Country,Document Number,Kind,Publication Date,Name,NPL Citation,Authors,Title,Source,DOI');
    expect(lines[1]).toBe('2,US patent,US4313443A,US,4313443,A,1982-02,Frosch et al.,,,,,');
    expect(lines).toContain('1,Foreign,CN110543639B,CN,110543639,B,,,,,,,');
    const json = await pro.call({ method: 'GET', url: `/api/applications/${idsId}/ids.json` });
    expect((json.json() as { citations: unknown[] }).citations).toHaveLength(201);
    const pdf = await pro.call({ method: 'GET', url: `/api/applications/${idsId}/ids.pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/IDS SB08\.pdf"/);
    const text = (await extractPdf(new Uint8Array(pdf.rawPayload))).pages.join('\n');
    expect(text).toContain('FOREIGN PATENT DOCUMENTS');
    // The uploaded form's identification block, carried over.
    expect(text).toMatch(/Application Number: 14\/123,456 +Filing Date: 01-06-2015/);
    expect(text).toMatch(/Examiner Name: Jang, Christian/);
    expect(text).toMatch(/Attorney Docket Number: PRO-0042/);
    expect(text).toMatch(/1 110543639 CN B/);
    expect(text).toContain('US-20050101841-A9');
  }, 30_000);

  it('keeps the access rules: 404 for another organisation, 404 without an IDS, 409 until the stages finish', async () => {
    const hidden = await edu.call({ method: 'GET', url: `/api/applications/${idsId}/ids` });
    expect(hidden.statusCode).toBe(404);
    expect((hidden.json() as { message: string }).message).toBe(APPLICATION_NOT_FOUND_MESSAGE);
    expect((await edu.call({ method: 'GET', url: `/api/applications/${idsId}/ids.pdf` })).statusCode).toBe(404);

    const plain = (await upload([{ field: 'application', filename: 'simplify.txt', bytes: APPLICATION }])).json() as { id: string };
    const done = await settled(plain.id);
    expect(done.progress.stages.filter((s) => s.stage.startsWith('ids')).map((s) => s.message)).toEqual(['No IDS uploaded', 'No IDS uploaded', 'No IDS uploaded']);
    const none = await pro.call({ method: 'GET', url: `/api/applications/${plain.id}/ids` });
    expect([none.statusCode, (none.json() as { message: string }).message]).toEqual([404, IDS_MESSAGES.noIds]);

    await app.db.query(`DELETE FROM stage_results WHERE application_id = $1 AND stage = 'idsClassification'`, [idsId]);
    const pending = await pro.call({ method: 'GET', url: `/api/applications/${idsId}/ids` });
    expect([pending.statusCode, (pending.json() as { message: string }).message]).toEqual([409, IDS_MESSAGES.notReady]);
  });

  it('documents the routes in the OpenAPI document', async () => {
    const doc = (await pro.call({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/applications/{id}/ids', '/api/applications/{id}/ids.csv', '/api/applications/{id}/ids.json', '/api/applications/{id}/ids.pdf']));
    expect(doc.components.schemas.Ids).toBeDefined();
  });
});
