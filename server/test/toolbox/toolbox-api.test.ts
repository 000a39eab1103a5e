import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  FormFillContentSchema,
  IdsFillRulesSchema,
  IdsSizeFeeSchema,
  IdsTimingSchema,
  SavedFormFillSchema,
  TOOLBOX_NO_LICENSE_MESSAGE,
  ToolboxHomeSchema,
  type FormFillContent,
} from '@iprism/shared/contracts';
import { SHARED_DATA } from '../../src/modules/analysis/test-data';
import type { UserRecord } from '../../src/modules/accounts/repositories/users';
import { createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import { multipart } from '../multipart';
import type { TestCaller } from '../session-helper';

const SAMPLE = (path: string) => readFileSync(join(SHARED_DATA, 'uspto-patentpublicdata-samples', path));
const value = (content: FormFillContent, key: string) => content.sections.flatMap((s) => s.fields).find((f) => f.key === key);

describe('toolbox API', () => {
  let app: FastifyInstance;
  let toolbox: TestCaller;
  let pilot: TestCaller;
  let toolboxUser: UserRecord;
  let pilotUser: UserRecord;

  const prefillUpload = async (form: string, path: string): Promise<FormFillContent> => {
    const body = multipart([{ field: 'application', filename: path.split('/').pop()!, bytes: SAMPLE(path), type: 'application/xml' }]);
    const res = await toolbox.call({ method: 'POST', url: `/api/toolbox/formfill/prefill/upload?form=${form}`, payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(200);
    return FormFillContentSchema.parse(res.json());
  };
  const pdfText = async (content: FormFillContent): Promise<string> => {
    const res = await toolbox.call({ method: 'POST', url: '/api/toolbox/formfill/pdf', payload: content });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
    return (await app.fileReaders.extractDocument(new Uint8Array(res.rawPayload), 'pdf')).pages.join('\n');
  };

  beforeAll(async () => {
    app = await buildTestApp();
    toolboxUser = await createUser(app, { licenseType: 'ToolboxLawFirmStandard', credits: 3 });
    pilotUser = await createUser(app, { licenseType: 'PilotLawFirmStandard', credits: 50 });
  }, 180_000);
  // Session tokens live a minute: each test signs in afresh, so a slow machine does not outlast them.
  beforeEach(async () => {
    toolbox = await signedIn(app, toolboxUser);
    pilot = await signedIn(app, pilotUser);
  });
  afterAll(async () => {
    await app.close();
  });

  it('works out the IDS size fee at the tier boundaries, less fees paid', async () => {
    const fee = async (payload: Record<string, unknown>) => IdsSizeFeeSchema.parse((await toolbox.call({ method: 'POST', url: '/api/toolbox/ids-size-fee', payload })).json());
    expect(await fee({ previouslyCitedItems: 30, newItems: 20, entity: 'large' })).toMatchObject({ cumulativeItems: 50, tier: 0, feeCents: 0 });
    const over50 = await fee({ previouslyCitedItems: 30, newItems: 21, entity: 'large' });
    expect([over50.tier, over50.feeCents > 0]).toEqual([1, true]);
    expect((await fee({ previouslyCitedItems: 30, newItems: 21, entity: 'large', sizeFeesPaidCents: over50.feeCents })).feeCents).toBe(0);
    expect((await fee({ previouslyCitedItems: 0, newItems: 101, entity: 'small' })).tier).toBe(2);
    expect((await fee({ previouslyCitedItems: 0, newItems: 201, entity: 'micro' })).tier).toBe(3);
    const bad = await toolbox.call({ method: 'POST', url: '/api/toolbox/ids-size-fee', payload: { previouslyCitedItems: -1, newItems: 1, entity: 'huge' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { path: string }) => d.path).sort()).toEqual(['entity', 'previouslyCitedItems']);
  });

  it('works out the IDS timing rule', async () => {
    const timing = async (payload: Record<string, unknown>) => (await toolbox.call({ method: 'POST', url: '/api/toolbox/ids-timing', payload })).json();
    expect(IdsTimingSchema.parse(await timing({ filingDate: '2025-03-03', submittedAt: '2025-06-03', national: false })).rule).toBe('1.97(b)');
    expect(await timing({ filingDate: '2025-03-03', submittedAt: '2025-09-01', firstActionOnMeritsDate: '2025-08-01', foreignCitationFirstDate: '2025-07-01', national: false })).toMatchObject({ rule: '1.97(c)', needs: { statement: true, fee: false, petition: false } });
    const bad = await toolbox.call({ method: 'POST', url: '/api/toolbox/ids-timing', payload: { filingDate: '2025-03-03', submittedAt: '2025-01-01', national: false } });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'submittedAt: cannot be before the filing date (2025-03-03).']);
  });

  it('keeps the toolbox to Toolbox licences and staff', async () => {
    const res = await pilot.call({ method: 'POST', url: '/api/toolbox/ids-timing', payload: { filingDate: '2025-03-03', submittedAt: '2025-06-03', national: false } });
    expect([res.statusCode, res.json().message]).toEqual([403, TOOLBOX_NO_LICENSE_MESSAGE]);
  });

  it('fills the ADS from a real USPTO XML in the substitute-ADS order, every field naming its source', async () => {
    const ads = await prefillUpload('ads', 'xml2014/US08930553.xml');
    expect(ads.sections.map((s) => s.title)).toEqual([
      'Title of Invention',
      'Inventor Information: Inventor 1',
      'Inventor Information: Inventor 2',
      'Inventor Information: Inventor 3',
      'Correspondence Information',
      'Application Information',
      'Publication Information',
      'Representative Information',
      'Domestic Benefit/National Stage Information',
      'Foreign Priority Information',
      'Statement under 37 CFR 1.55 or 1.78 for AIA (First Inventor to File) Transition Applications',
      'Authorization or Opt-Out of Authorization to Permit Access',
      'Applicant Information: Applicant 1',
      'Assignee Information including Non-Applicant Assignee Information: Assignee 1',
      'Signature',
    ]);
    expect(value(ads, 'inventor.1.givenName')).toMatchObject({ value: 'Nitzan', source: 'USPTO XML: inventors' });
    expect(['familyName', 'residenceCity', 'residenceState', 'residenceCountry', 'city', 'country'].map((k) => value(ads, `inventor.2.${k}`)?.value)).toEqual(['Pulito', 'Lexington', 'KY', 'US', 'Lexington', 'US']);
    expect(value(ads, 'inventor.3.residenceCity')?.value).toBe('Rehovot');
    expect(value(ads, 'applicant.1.name')).toMatchObject({ value: 'International Business Machines Corporation', source: 'USPTO XML: us-applicants' });
    expect(value(ads, 'applicant.1.authority')?.value).toBe('assignee');
    expect(value(ads, 'assignee.1.name')).toMatchObject({ value: 'International Business Machines Corporation', source: 'USPTO XML: assignees' });
    expect(value(ads, 'assignee.1.city')?.value).toBe('Armonk');
    expect(value(ads, 'title')?.value).toBe('Managing mid-dialog session initiation protocol (SIP) messages');
    expect(value(ads, 'applicationNumber')?.value).toBe('13648029');
    expect(value(ads, 'filingDate')?.value).toBe('2012-10-09');
    expect([value(ads, 'applicationType')?.value, value(ads, 'subjectMatter')?.value]).toEqual(['Nonprovisional', 'Utility']);
    expect(value(ads, 'drawingSheets')).toMatchObject({ value: '5', source: 'USPTO XML: number-of-drawing-sheets' });
    expect(value(ads, 'representatives')).toMatchObject({ value: 'Cuenot, Forsythe & Kim, LLC | ', source: 'USPTO XML: agents' });
    expect(value(ads, 'aiaStatement')).toMatchObject({ value: 'no', source: 'Derived: filed 2012-10-09, before March 16, 2013' });
    expect(value(ads, 'docketNumber')).toMatchObject({ value: '', source: 'Not in the application: type it' });
    const text = await pdfText(ads);
    const headings = ['APPLICATION DATA SHEET 37 CFR 1.76', 'Title of Invention', 'Inventor Information', 'Correspondence Information', 'Application Information', 'Publication Information', 'Representative Information', 'Domestic Benefit/National Stage Information', 'Foreign Priority Information', 'Statement under 37 CFR 1.55 or 1.78', 'Authorization or Opt-Out of Authorization to Permit Access', 'Applicant Information', 'Assignee Information', 'Signature'];
    const positions = headings.map((h) => text.indexOf(h));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const words of ['Nitzan', 'Nissim', 'Pulito', 'Zinger', 'Rehovot', 'Lexington', 'International Business Machines Corporation', 'Continuity Type', 'Registration Number']) expect(text).toContain(words);
  }, 120_000);

  it('reads domestic benefit, foreign priority and correspondence into the ADS tables', async () => {
    const ads = await prefillUpload('ads', 'xmlApp2004/US20050004437A1.xml');
    expect(value(ads, 'foreignPriority')).toMatchObject({ value: '1974/01 | CH | 2001-10-26 | ', source: 'USPTO XML: priority-claims' });
    expect(value(ads, 'domesticBenefit')).toMatchObject({ value: ' | 10830857 | Continuation of | PCT/CH02/00573 | 2002-10-21', source: 'USPTO XML: us-related-documents' });
    expect(value(ads, 'correspondence.postcode')?.value).toBe('55402-1498');
    expect(value(ads, 'correspondence.city')?.value).toBe('Minneapolis');
    expect([value(ads, 'inventor.1.residenceCity')?.value, value(ads, 'inventor.1.residenceCountry')?.value]).toEqual(['Bern', 'CH']);
    const text = await pdfText(ads);
    for (const words of ['Heiner', 'Kaufmann', 'Bremgarten b. Bern', '1974/01', '2001-10-26', 'PCT/CH02/00573', 'Continuation of', 'Minneapolis']) expect(text).toContain(words);
  }, 120_000);

  it('fills the IDS with the cited references, works out its rules and prints the statements in the SB/08', async () => {
    const ids = await prefillUpload('ids', 'xml2014/US08930553.xml');
    expect(value(ids, 'firstNamedInventor')?.value).toBe('Nitzan Nissim');
    expect(value(ids, 'citations.us')?.value.split('\n')).toHaveLength(16);
    expect(value(ids, 'citations.npl')?.value.split('\n')).toHaveLength(5);
    const withDates = { ...ids, sections: ids.sections.map((s) => ({ ...s, fields: s.fields.map((f) => (f.key === 'submittedAt' ? { ...f, value: '2013-06-01' } : f.key === 'firstActionOnMeritsDate' ? { ...f, value: '2013-05-01' } : f)) })) };
    const rules = IdsFillRulesSchema.parse((await toolbox.call({ method: 'POST', url: '/api/toolbox/formfill/ids-rules', payload: withDates })).json());
    expect(rules).toMatchObject({ itemCount: 21, timing: { rule: '1.97(c)', needs: { statement: false, fee: true } }, problems: [], statementFeeCents: 26000, feeTable: { effectiveDate: '2025-01-19' } });
    expect(rules.statements).toContain('The fee set forth in 37 CFR 1.17(p) is submitted herewith.');
    const text = await pdfText(withDates);
    expect(text).toContain('STATEMENTS UNDER 37 CFR 1.97 AND 1.98');
    expect(text).toContain('37 CFR 1.17(p)');
    expect(text).toContain('Nitzan Nissim');
  }, 120_000);

  it('fills the transmittal and the declaration from the same XML', async () => {
    const transmittal = await prefillUpload('transmittal', 'xml2014/US08930553.xml');
    expect(value(transmittal, 'claims')).toMatchObject({ value: '8 / 2', source: 'USPTO XML: claims' });
    expect(value(transmittal, 'firstNamedInventor')?.value).toBe('Nitzan Nissim');
    const declaration = await prefillUpload('declaration', 'xml2014/US08930553.xml');
    expect(declaration.sections.filter((s) => s.id.startsWith('inventor-'))).toHaveLength(3);
    expect(await pdfText(declaration)).toContain('18 U.S.C. 1001');
  }, 120_000);

  it('saves fills, reopens them and lists the recent ones on the home', async () => {
    const blank = FormFillContentSchema.parse((await toolbox.call({ method: 'POST', url: '/api/toolbox/formfill/prefill', payload: { form: 'declaration' } })).json());
    expect(value(blank, 'inventor.1.givenName')?.value).toBe('');
    const saved = SavedFormFillSchema.parse((await toolbox.call({ method: 'POST', url: '/api/toolbox/formfill/fills', payload: { ...blank, title: 'Declaration for Acme' } })).json());
    const reopened = SavedFormFillSchema.parse((await toolbox.call({ method: 'GET', url: `/api/toolbox/formfill/fills/${saved.id}` })).json());
    expect(reopened.title).toBe('Declaration for Acme');
    expect((await toolbox.call({ method: 'PUT', url: `/api/toolbox/formfill/fills/${saved.id}`, payload: { ...blank, title: '' } })).statusCode).toBe(400);
    const home = ToolboxHomeSchema.parse((await toolbox.call({ method: 'GET', url: '/api/toolbox/home' })).json());
    expect(home.recentFills[0]?.title).toBe('Declaration for Acme');
    expect(home.tools.map((t) => t.id)).toContain('formfill');
    expect((await pilot.call({ method: 'GET', url: `/api/toolbox/formfill/fills/${saved.id}` })).statusCode).toBe(403);
  });
});
