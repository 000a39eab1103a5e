import type { FastifyInstance } from 'fastify';
import { CLIENT_EDIT_MESSAGE, IDS_MESSAGES, IdsResponseSchema, type IdsResponse } from '@iprism/shared/contracts';
import { createLawFirm, createOrganization, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import { fetchIds, pdfText, settled, uploadWithIds } from '../ids-uploads';
import type { TestCaller } from '../session-helper';

/** Two U.S. citations of one patent (a duplicate), a DE number that lost a digit group, and clean rows. */
const IDS_CSV = [
  'Cite No,Document Number,Publication Date,Name of Patentee or Applicant,Non-Patent Literature',
  '1,"US 7,123,456 B2",10-17-2006,Smith et al.,',
  '2,US-7123456-B2,2006-10-17,Smith,',
  '3,DE 10 2010 012 34 A1,09-22-2011,Robert Bosch GmbH,',
  '4,EP 1 070 479 A2,01-2001,Example GmbH,',
  '5,,,,"BERROU, et al. Near Shannon limit error-correcting coding and decoding: Turbo-codes. IEEE Int. Conf. Commun., vol. 2, May 1993, p. 1064-1070."',
  '',
].join('\n');

describe('correcting an IDS and what the SB/08 PDF carries', () => {
  let app: FastifyInstance;
  let pro: TestCaller;
  let standard: TestCaller;
  let client: TestCaller;
  let edu: TestCaller;
  let id: string;

  const url = (path = '') => `/api/applications/${id}/ids${path}`;
  const put = (caller: TestCaller, ref: string, payload: Record<string, unknown>) => caller.call({ method: 'PUT', url: url(`/citations/${ref}`), payload });
  const ok = (res: { statusCode: number; body: string; json(): unknown }): IdsResponse => {
    expect([res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([200, '']);
    return IdsResponseSchema.parse(res.json());
  };
  const cite = (ids: IdsResponse, ref: string) => ids.citations.find((c) => c.ref === ref);

  beforeAll(async () => {
    app = await buildTestApp();
    const firm = await createLawFirm(app);
    const {
      members: [universityAdmin],
    } = await createOrganization(app, { licenseType: 'PilotEduStandard', members: [{ role: 'org:admin' }] });
    await app.ready();
    pro = await signedIn(app, firm.admin);
    standard = await signedIn(app, firm.member);
    client = await signedIn(app, firm.client);
    edu = await signedIn(app, universityAdmin);
    id = await uploadWithIds(pro, { filename: 'ids.csv', bytes: IDS_CSV, type: 'text/csv' });
  }, 90_000);
  afterAll(() => app.close());

  it('holds the duplicate and the malformed number for correction, naming why', async () => {
    const ids = await fetchIds(pro, id);
    expect(ids.held).toEqual([
      { ref: 'c2', citeNo: '2', label: 'US-7123456-B2', reasons: ['Cite 2: duplicates cite 1 (US7123456B2).'] },
      { ref: 'c3', citeNo: '3', label: 'DE 10 2010 012 34 A1', reasons: [expect.stringMatching(/^Cite 3: DE 10201001234 A1: not a valid DE number/)] },
    ]);
    expect(ids.corrections).toEqual([]);
  });

  it('leaves held citations out of the SB/08 PDF, and puts them in only when the download names them', async () => {
    const plain = await pdfText(pro, url('.pdf'));
    expect(plain.headers['x-ids-left-out']).toBe('c2,c3');
    expect(plain.text).toMatch(/1 US-7123456-B2 10-17-2006 Smith et al\./);
    expect(plain.text).toMatch(/4 1070479 EP A2 01-2001 Example GmbH/);
    expect(plain.text).toMatch(/5 BERROU, et al\. Near Shannon limit/);
    expect(plain.text).not.toMatch(/^2 US-7123456-B2/m);
    expect(plain.text).not.toContain('Robert Bosch');

    const confirmed = await pdfText(pro, url('.pdf?include=c2,c3'));
    expect(confirmed.headers['x-ids-left-out']).toBeUndefined();
    expect(confirmed.text).toMatch(/^2 US-7123456-B2 10-17-2006 Smith$/m);
    expect(confirmed.text).toMatch(/3 10201001234 DE A1 09-22-2011 Robert Bosch GmbH/);
    const one = await pdfText(pro, url('.pdf?include=c3'));
    expect([one.headers['x-ids-left-out'], one.text.includes('Robert Bosch')]).toEqual(['c2', true]);

    const unknown = await pro.call({ method: 'GET', url: url('.pdf?include=c3,c99') });
    expect([unknown.statusCode, (unknown.json() as { message: string }).message]).toEqual([422, `${IDS_MESSAGES.unknownIncluded} c99.`]);
  }, 60_000);

  it('corrects a row: checked again on the server, stored, and followed by the GET, CSV, JSON and SB/08 PDF', async () => {
    const still = ok(await put(pro, 'c3', { type: 'patent', citeNo: '3', country: 'DE', number: '10 2010 012', kind: 'A1', date: '09-22-2011', name: 'Robert Bosch GmbH' }));
    expect(still.held.map((h) => h.ref)).toEqual(['c2', 'c3']);
    expect(still.analysis.issues.find((i) => i.citationRef === 'c3')?.message).toMatch(/not a valid DE number/);

    const fixed = ok(await put(pro, 'c3', { type: 'patent', citeNo: '3', country: 'de', number: '10 2010 012 345', kind: 'a1', date: '09-22-2011', name: 'Robert Bosch GmbH' }));
    expect(fixed.held.map((h) => h.ref)).toEqual(['c2']);
    expect(cite(fixed, 'c3')).toMatchObject({ type: 'foreign', publicationNumber: 'DE102010012345A1', date: '2011-09-22', name: 'Robert Bosch GmbH' });
    expect(fixed.corrections).toEqual([{ ref: 'c3', removed: false, original: expect.objectContaining({ number: 'DE 10 2010 012 34 A1' }), correctedAt: expect.any(String) }]);
    expect(fixed.analysis.counts).toMatchObject({ total: 5, foreign: 2, npl: 1, errors: 0 });

    expect(cite(await fetchIds(pro, id), 'c3')?.publicationNumber).toBe('DE102010012345A1');
    const csv = await pro.call({ method: 'GET', url: url('.csv') });
    expect(csv.body.split('\r\n')).toContain('3,Foreign,DE102010012345A1,DE,102010012345,A1,2011-09-22,Robert Bosch GmbH,,,,,');
    const json = JSON.parse((await pro.call({ method: 'GET', url: url('.json') })).body) as { citations: { ref: string; publicationNumber: string }[]; held: { ref: string }[] };
    expect(json.citations.find((c) => c.ref === 'c3')?.publicationNumber).toBe('DE102010012345A1');
    expect(json.held.map((h) => h.ref)).toEqual(['c2']);
    const pdf = await pdfText(pro, url('.pdf'));
    expect(pdf.headers['x-ids-left-out']).toBe('c2');
    expect(pdf.text).toMatch(/3 102010012345 DE A1 09-22-2011 Robert Bosch GmbH/);
  }, 60_000);

  it('removes a duplicate, and undoes the removal', async () => {
    const removed = ok(await pro.call({ method: 'DELETE', url: url('/citations/c2') }));
    expect(removed.held).toEqual([]);
    expect(cite(removed, 'c2')).toBeUndefined();
    expect(removed.analysis.counts.total).toBe(4);
    expect(removed.corrections.find((c) => c.ref === 'c2')).toMatchObject({ removed: true, original: { citeNo: '2', number: 'US-7123456-B2' } });
    const pdf = await pdfText(pro, url('.pdf'));
    expect(pdf.headers['x-ids-left-out']).toBeUndefined();
    expect(pdf.text).not.toMatch(/^2 US-7123456-B2/m);

    const back = ok(await pro.call({ method: 'DELETE', url: url('/citations/c2/correction') }));
    expect(back.held.map((h) => h.ref)).toEqual(['c2']);
    expect(cite(back, 'c2')?.publicationNumber).toBe('US7123456B2');
    expect(back.corrections.map((c) => c.ref)).toEqual(['c3']);
  }, 60_000);

  it('can turn a row into literature and back', async () => {
    const text = 'EXAMPLE GMBH, "Pitch control", product brochure, January 2001';
    const npl = ok(await put(pro, 'c4', { type: 'npl', citeNo: '4', text }));
    expect(cite(npl, 'c4')).toMatchObject({ type: 'npl', publicationNumber: null, date: '2001-01', npl: expect.objectContaining({ text, title: 'Pitch control' }) });
    expect(npl.analysis.counts).toMatchObject({ foreign: 1, npl: 2 });
    const patent = ok(await pro.call({ method: 'DELETE', url: url('/citations/c4/correction') }));
    expect(cite(patent, 'c4')?.publicationNumber).toBe('EP1070479A2');
  }, 60_000);

  it('keeps the corrections when the application runs again', async () => {
    expect((await pro.call({ method: 'POST', url: `/api/applications/${id}/retry` })).statusCode).toBe(202);
    expect((await settled(pro, id)).status).toBe('completed');
    const again = await fetchIds(pro, id);
    expect(cite(again, 'c3')?.publicationNumber).toBe('DE102010012345A1');
    expect(again.held.map((h) => h.ref)).toEqual(['c2']);
  }, 90_000);

  it('refuses a malformed correction, an unknown citation and callers who may not correct, changing nothing', async () => {
    const blank = await put(pro, 'c3', { type: 'patent', citeNo: '3', country: 'DE', number: ' ', kind: null, date: null, name: null });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain(IDS_MESSAGES.numberRequired);
    const country = await put(pro, 'c3', { type: 'patent', citeNo: '3', country: 'Germany', number: '10 2010 012 345', kind: 'A1', date: null, name: null });
    expect([country.statusCode, JSON.stringify(country.json()).includes(IDS_MESSAGES.countryFormat)]).toEqual([400, true]);
    expect((await put(pro, 'c3', { type: 'npl', citeNo: '3', text: '' })).statusCode).toBe(400);
    const unknown = await put(pro, 'c99', { type: 'npl', citeNo: '99', text: 'Doe, "A title", 2001' });
    expect([unknown.statusCode, (unknown.json() as { message: string }).message]).toEqual([404, IDS_MESSAGES.unknownCitation]);

    const refused = await put(client, 'c3', { type: 'npl', citeNo: '3', text: 'Doe, "A title", 2001' });
    expect([refused.statusCode, (refused.json() as { message: string }).message]).toEqual([403, CLIENT_EDIT_MESSAGE]);
    expect((await put(edu, 'c3', { type: 'npl', citeNo: '3', text: 'Doe, "A title", 2001' })).statusCode).toBe(404);
    expect((await edu.call({ method: 'DELETE', url: url('/citations/c2') })).statusCode).toBe(404);
    expect(cite(await fetchIds(pro, id), 'c3')?.publicationNumber).toBe('DE102010012345A1');

    // A colleague at the firm works on the firm's applications they are assigned to.
    expect((await put(standard, 'c1', { type: 'npl', citeNo: '1', text: 'Doe, "A title", 2001' })).statusCode).toBe(404);
    expect((await pro.call({ method: 'POST', url: `/api/applications/${id}/assignments`, payload: { userId: standard.userId } })).statusCode).toBe(201);
    const colleague = ok(await put(standard, 'c1', { type: 'patent', citeNo: '1', country: 'US', number: '7,123,456', kind: 'B2', date: '10-17-2006', name: 'Smith et al.' }));
    expect(cite(colleague, 'c1')?.publicationNumber).toBe('US7123456B2');
  }, 60_000);

  it('answers 409 while the application runs again', async () => {
    // A job queued for later, so no worker takes it during the test.
    const job = `SELECT id FROM jobs WHERE application_id = $1 ORDER BY created_at DESC LIMIT 1`;
    await app.db.query(`UPDATE jobs SET status = 'queued', run_at = now() + interval '1 hour' WHERE id = (${job})`, [id]);
    try {
      const busy = await put(pro, 'c3', { type: 'npl', citeNo: '3', text: 'Doe, "A title", 2001' });
      expect([busy.statusCode, (busy.json() as { message: string }).message]).toEqual([409, IDS_MESSAGES.busy]);
    } finally {
      await app.db.query(`UPDATE jobs SET status = 'done' WHERE application_id = $1 AND status = 'queued'`, [id]);
    }
  });
});
