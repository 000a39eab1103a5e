import type { FastifyInstance } from 'fastify';
import { CLIENT_EDIT_MESSAGE, DEFAULT_PATENT_SETTINGS, PILOT_NO_LICENSE_MESSAGE, PatentSettingsSchema } from '@iprism/shared/contracts';
import { createLawFirm, createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import type { TestCaller } from '../session-helper';

const URL = '/api/account/patent-settings';

describe('patent workspace settings', () => {
  let app: FastifyInstance;
  let pro: TestCaller;
  let standard: TestCaller;
  let toolbox: TestCaller;
  let client: TestCaller;

  beforeAll(async () => {
    app = await buildTestApp();
    const firm = await createLawFirm(app);
    pro = await signedIn(app, firm.admin);
    standard = await signedIn(app, firm.member);
    client = await signedIn(app, firm.client);
    toolbox = await signedIn(app, await createUser(app, { licenseType: 'ToolboxLawFirmStandard' }));
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('answers the defaults before anything is saved', async () => {
    const res = await pro.call({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual(DEFAULT_PATENT_SETTINGS);
  });

  it('saves per user and reads back what was saved', async () => {
    const mine = {
      ...DEFAULT_PATENT_SETTINGS,
      reportSections: ['summary', 'claims', 'findings'],
      priorArt: { resultCount: 10, publishedAfter: '2000-01-01', publishedBefore: '2021-06-30' },
      notifications: { ...DEFAULT_PATENT_SETTINGS.notifications, analytics: false },
      exportFormats: ['pdf'],
    };
    const saved = await pro.call({ method: 'PUT', url: URL, payload: mine });
    expect(saved.statusCode).toBe(200);
    expect(PatentSettingsSchema.parse(saved.json())).toEqual(mine);
    expect((await pro.call({ method: 'GET', url: URL })).json()).toEqual(mine);
    expect((await standard.call({ method: 'GET', url: URL })).json()).toEqual(DEFAULT_PATENT_SETTINGS);
  });

  it.each([
    ['an unknown section', { reportSections: ['preface'] }, 'reportSections.0'],
    ['no section', { reportSections: [] }, 'reportSections'],
    ['too many results', { priorArt: { resultCount: 500, publishedAfter: null, publishedBefore: null } }, 'priorArt.resultCount'],
    ['dates the wrong way round', { priorArt: { resultCount: 20, publishedAfter: '2020-01-01', publishedBefore: '2019-01-01' } }, 'priorArt.publishedBefore'],
    ['a date that is not one', { priorArt: { resultCount: 20, publishedAfter: '2020-02-31x', publishedBefore: null } }, 'priorArt.publishedAfter'],
    ['no export format', { exportFormats: [] }, 'exportFormats'],
  ])('refuses %s with the field’s path', async (_name, change, path) => {
    const res = await pro.call({ method: 'PUT', url: URL, payload: { ...DEFAULT_PATENT_SETTINGS, ...change } });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { details: { path: string }[] }).details.map((d) => d.path)).toContain(path);
  });

  it('refuses unknown fields', async () => {
    const res = await pro.call({ method: 'PUT', url: URL, payload: { ...DEFAULT_PATENT_SETTINGS, theme: 'dark' } });
    expect(res.statusCode).toBe(400);
  });

  it('is a patent-workspace setting: needs pilot access, and a client-portal user may only read', async () => {
    const refused = await toolbox.call({ method: 'GET', url: URL });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: PILOT_NO_LICENSE_MESSAGE });

    expect((await client.call({ method: 'GET', url: URL })).statusCode).toBe(200);
    const write = await client.call({ method: 'PUT', url: URL, payload: DEFAULT_PATENT_SETTINGS });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ message: CLIENT_EDIT_MESSAGE });
  });
});
