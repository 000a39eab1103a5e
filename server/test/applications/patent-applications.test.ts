import type { FastifyInstance } from 'fastify';
import {
  APPLICATION_NOT_FOUND_MESSAGE,
  ApplicationFullSchema,
  ApplicationPageSchema,
  PILOT_NO_LICENSE_MESSAGE,
  type ApplicationRecord,
} from '@iprism/shared/contracts';
import { saveProgressWrites } from '../../src/modules/applications/repositories/progress-state';
import { progressWrites } from '../../src/modules/realtime/apply-progress';
import { createApplication, createLawFirm, createOrganization, createUser, signedIn, type LawFirm } from '../factories';
import { buildTestApp } from '../helper';
import type { TestCaller } from '../session-helper';

const LIST = '/api/applications';
const FIRM_TITLE = 'Adaptive wind turbine blade pitch control';
/** Stage reports in the order a pipeline would have sent them, the last one part-way through prior art. */
const STORED_PROGRESS = [
  { stage: 'upload', progress: 100, final: true, message: 'Specification, claims and IDS uploaded', task: { id: 'upload-documents', type: 'upload' } },
  { stage: 'report', progress: 100, final: true, message: 'Report ready', task: { id: 'report-draft', type: 'report' } },
  { stage: 'priorArt', progress: 20, final: false, message: 'Searching EPO full text', task: { id: 'prior-art-epo', type: 'subtask' } },
  { stage: 'priorArt', progress: 45, final: false, message: 'Searching patent databases', task: { id: 'prior-art-search', type: 'search' } },
] as const;

describe('the dashboard’s reads of the applications API (GET /api/applications[/:id])', () => {
  let app: FastifyInstance;
  let firm: LawFirm;
  /** Signed in: staff, the firm's admin and member, a university's admin, a toolbox-only user. */
  let admin: TestCaller, pro: TestCaller, standard: TestCaller, edu: TestCaller, toolbox: TestCaller;
  const ids = { firmByPro: '', firmByStandard: '', proPrivate: '', university: '' };

  const listOf = async (c: TestCaller): Promise<ApplicationRecord[]> => {
    const res = await c.call({ method: 'GET', url: `${LIST}?pageSize=100` });
    expect(res.statusCode).toBe(200);
    return ApplicationPageSchema.parse(res.json()).items;
  };
  const idsOf = async (c: TestCaller) => (await listOf(c)).map((a) => a.id).sort();

  beforeAll(async () => {
    app = await buildTestApp();
    // Ready first: starting the pipeline fails stages no job will finish, and this progress is written by hand.
    await app.ready();
    firm = await createLawFirm(app);
    const university = await createOrganization(app, { licenseType: 'PilotEduStandard', members: [{ role: 'org:admin' }] });
    admin = await signedIn(app, await createUser(app, { licenseType: 'iPrismAdmin' }));
    pro = await signedIn(app, firm.admin);
    standard = await signedIn(app, firm.member);
    edu = await signedIn(app, university.members[0]);
    toolbox = await signedIn(app, await createUser(app, { licenseType: 'ToolboxLawFirmStandard' }));
    const insert = async (owner: { id: string }, organization: { id: string } | null, title: string) => (await createApplication(app, { owner, organization, title })).id;
    ids.firmByPro = await insert(firm.admin, firm.organization, FIRM_TITLE);
    for (const report of STORED_PROGRESS) {
      const payload = { ...report, applicationId: ids.firmByPro, timestamp: Date.now() };
      await saveProgressWrites(app.db, ids.firmByPro, report.stage, progressWrites(payload));
    }
    ids.firmByStandard = await insert(firm.member, firm.organization, 'Gearbox lubrication monitor');
    ids.proPrivate = await insert(firm.admin, null, 'Private draft');
    ids.university = await insert(university.members[0], university.organization, 'Perovskite cell encapsulation');
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  describe('the list', () => {
    it('gives an organisation admin their own applications and the organisation’s, newest first', async () => {
      const list = await listOf(pro);
      expect(list.map((a) => a.id).sort()).toEqual([ids.firmByPro, ids.firmByStandard, ids.proPrivate].sort());
      const times = list.map((a) => Date.parse(a.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('gives an organisation member their own applications, not the colleagues’ ones they are not assigned', async () => {
      expect(await idsOf(standard)).toEqual([ids.firmByStandard]);
    });

    it('shows another organisation nothing of the firm', async () => {
      expect(await idsOf(edu)).toEqual([ids.university]);
    });

    it('keeps staff to their own applications (none for admin@, so the dashboard stays empty)', async () => {
      expect(await listOf(admin)).toEqual([]);
    });

    it('summarises each stage from the stored progress, in pipeline order, without the tasks', async () => {
      const summary = (await listOf(pro)).find((a) => a.id === ids.firmByPro);
      expect(summary).toMatchObject({ title: FIRM_TITLE, owner: { id: firm.admin.id, name: firm.admin.name }, organizationId: expect.any(String) });
      expect(summary?.stages.map((s) => [s.stage, s.progress, s.final, s.error, s.taskCount])).toEqual([
        ['upload', 100, true, false, 1],
        ['report', 100, true, false, 1],
        ['priorArt', 45, false, false, 2],
      ]);
      expect(summary?.stages[0]).not.toHaveProperty('tasks');
    });

    it('is never cached', async () => {
      const res = await pro.call({ method: 'GET', url: LIST });
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('one application', () => {
    const detail = (c: TestCaller, id: string) => c.call({ method: 'GET', url: `${LIST}/${encodeURIComponent(id)}` });

    it('answers the owner with the full progress snapshot, tasks included', async () => {
      const res = await detail(pro, ids.firmByPro);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = ApplicationFullSchema.parse(res.json());
      expect(body.progress.applicationId).toBe(ids.firmByPro);
      expect(body.progress.stages.map((s) => s.stage)).toEqual(['upload', 'report', 'priorArt']);
      const priorArt = body.progress.stages[2];
      expect(priorArt).toMatchObject({ progress: 45, message: 'Searching patent databases', final: false, error: false, errorMessage: null, errorType: null });
      expect(priorArt?.tasks).toEqual({
        'prior-art-search': { progress: 45, message: 'Searching patent databases', type: 'search', timestamp: expect.any(Number) },
        'prior-art-epo': { progress: 20, message: 'Searching EPO full text', type: 'subtask', timestamp: expect.any(Number) },
      });
    });

    it('answers an organisation admin, and shows a failure with its error type', async () => {
      await app.progressBus.publish({ applicationId: ids.firmByStandard, stage: 'idsAnalysis', progress: -1, message: 'Model timed out', task: { id: 'ids-1', type: 'model_timeout' } });
      const res = await detail(pro, ids.firmByStandard);
      expect(res.statusCode).toBe(200);
      expect(ApplicationFullSchema.parse(res.json()).progress.stages).toEqual([
        expect.objectContaining({ stage: 'idsAnalysis', progress: -1, final: true, error: true, errorMessage: 'Model timed out', errorType: 'model_timeout' }),
      ]);
    });

    it('answers 404, not 403, for another organisation’s application, a colleague’s private one and an unknown id alike', async () => {
      const cases: [string, TestCaller, string][] = [
        ['edu', edu, ids.firmByPro],
        ['standard', standard, ids.proPrivate],
        ['standard', standard, ids.firmByPro],
        ['pro', pro, ids.university],
        ['pro', pro, 'app_does_not_exist'],
      ];
      for (const [who, caller, id] of cases) {
        const res = await detail(caller, id);
        expect({ who, id, status: res.statusCode, body: res.json() }).toEqual({ who, id, status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: APPLICATION_NOT_FOUND_MESSAGE } });
      }
    });

    it('shows staff only their own applications, as the socket does', async () => {
      expect((await detail(admin, ids.university)).statusCode).toBe(404);
    });
  });

  describe('access', () => {
    it('refuses a toolbox-only licence with 403 on both routes', async () => {
      for (const url of [LIST, `${LIST}/${ids.firmByPro}`]) {
        const res = await toolbox.call({ method: 'GET', url });
        expect({ url, status: res.statusCode, message: res.json().message }).toEqual({ url, status: 403, message: PILOT_NO_LICENSE_MESSAGE });
      }
    });

    it('answers 401 without a session token', async () => {
      expect((await app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: `${LIST}/${ids.firmByPro}` })).statusCode).toBe(401);
    });
  });
});
