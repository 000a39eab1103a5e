import type { FastifyInstance } from 'fastify';
import {
  APPLICATION_NOT_FOUND_MESSAGE,
  ApplicationFullSchema,
  ApplicationPageSchema,
  PILOT_NO_LICENSE_MESSAGE,
  type ApplicationRecord,
} from '@iprism/shared/contracts';
import { seedDemo } from '../src/demo/seed';
import { insertApplication } from '../src/db/repositories/applications';
import { listNotifications } from '../src/db/repositories/notifications';
import { saveProgressWrites } from '../src/db/repositories/progress-state';
import { progressWrites } from '../src/realtime/apply-progress';
import { findOrganizationBySlug } from '../src/db/repositories/organizations';
import { buildTestApp } from './helper';
import { signInAs, type TestCaller } from './session-helper';

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
  const callers: Record<string, TestCaller> = {};
  const as = (email: string): TestCaller => {
    const c = callers[email];
    if (!c) throw new Error(email);
    return c;
  };
  const ids = { firmByPro: '', firmByStandard: '', proPrivate: '', university: '' };

  const listOf = async (c: TestCaller): Promise<ApplicationRecord[]> => {
    const res = await c.call({ method: 'GET', url: `${LIST}?pageSize=100` });
    expect(res.statusCode).toBe(200);
    return ApplicationPageSchema.parse(res.json()).items;
  };
  const idsOf = async (c: TestCaller) => (await listOf(c)).map((a) => a.id).sort();

  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemo(app.db, 'iprism-demo');
    // Ready first: starting the pipeline fails stages no job will finish, and this progress is written by hand.
    await app.ready();
    for (const email of ['admin@iprism.example', 'pro@lawfirm.example', 'standard@lawfirm.example', 'edu@university.example', 'toolbox@lawfirm.example']) {
      callers[email] = await signInAs(app, email);
    }
    const firm = await findOrganizationBySlug(app.db, 'harper-lowe');
    const university = await findOrganizationBySlug(app.db, 'northfield-university');
    if (!firm || !university) throw new Error('demo organisations missing');
    const insert = async (ownerUserId: string, organizationId: string | null, title: string) => (await insertApplication(app.db, { ownerUserId, organizationId, title })).id;
    ids.firmByPro = await insert(as('pro@lawfirm.example').userId, firm.id, FIRM_TITLE);
    for (const report of STORED_PROGRESS) {
      const payload = { ...report, applicationId: ids.firmByPro, timestamp: Date.now() };
      await saveProgressWrites(app.db, ids.firmByPro, report.stage, progressWrites(payload));
    }
    ids.firmByStandard = await insert(as('standard@lawfirm.example').userId, firm.id, 'Gearbox lubrication monitor');
    ids.proPrivate = await insert(as('pro@lawfirm.example').userId, null, 'Private draft');
    ids.university = await insert(as('edu@university.example').userId, university.id, 'Perovskite cell encapsulation');
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  describe('the list', () => {
    it('gives an organisation admin their own applications and the organisation’s, newest first', async () => {
      const list = await listOf(as('pro@lawfirm.example'));
      expect(list.map((a) => a.id).sort()).toEqual([ids.firmByPro, ids.firmByStandard, ids.proPrivate].sort());
      const times = list.map((a) => Date.parse(a.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('gives an organisation member their own applications, not the colleagues’ ones they are not assigned', async () => {
      expect(await idsOf(as('standard@lawfirm.example'))).toEqual([ids.firmByStandard]);
    });

    it('shows another organisation nothing of the firm', async () => {
      expect(await idsOf(as('edu@university.example'))).toEqual([ids.university]);
    });

    it('keeps staff to their own applications (none for admin@, so the dashboard stays empty)', async () => {
      expect(await listOf(as('admin@iprism.example'))).toEqual([]);
    });

    it('summarises each stage from the stored progress, in pipeline order, without the tasks', async () => {
      const demo = (await listOf(as('pro@lawfirm.example'))).find((a) => a.id === ids.firmByPro);
      expect(demo).toMatchObject({ title: FIRM_TITLE, owner: { id: as('pro@lawfirm.example').userId, name: 'Priya Pro' }, organizationId: expect.any(String) });
      expect(demo?.stages.map((s) => [s.stage, s.progress, s.final, s.error, s.taskCount])).toEqual([
        ['upload', 100, true, false, 1],
        ['report', 100, true, false, 1],
        ['priorArt', 45, false, false, 2],
      ]);
      expect(demo?.stages[0]).not.toHaveProperty('tasks');
    });

    it('is never cached', async () => {
      const res = await as('pro@lawfirm.example').call({ method: 'GET', url: LIST });
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('one application', () => {
    const detail = (c: TestCaller, id: string) => c.call({ method: 'GET', url: `${LIST}/${encodeURIComponent(id)}` });

    it('answers the owner with the full progress snapshot, tasks included', async () => {
      const res = await detail(as('pro@lawfirm.example'), ids.firmByPro);
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
      const res = await detail(as('pro@lawfirm.example'), ids.firmByStandard);
      expect(res.statusCode).toBe(200);
      expect(ApplicationFullSchema.parse(res.json()).progress.stages).toEqual([
        expect.objectContaining({ stage: 'idsAnalysis', progress: -1, final: true, error: true, errorMessage: 'Model timed out', errorType: 'model_timeout' }),
      ]);
    });

    it('answers 404, not 403, for another organisation’s application, a colleague’s private one and an unknown id alike', async () => {
      const cases: [string, string][] = [
        ['edu@university.example', ids.firmByPro],
        ['standard@lawfirm.example', ids.proPrivate],
        ['standard@lawfirm.example', ids.firmByPro],
        ['pro@lawfirm.example', ids.university],
        ['pro@lawfirm.example', 'app_does_not_exist'],
      ];
      for (const [email, id] of cases) {
        const res = await detail(as(email), id);
        expect({ email, id, status: res.statusCode, body: res.json() }).toEqual({ email, id, status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: APPLICATION_NOT_FOUND_MESSAGE } });
      }
    });

    it('shows staff only their own applications, as the socket does', async () => {
      expect((await detail(as('admin@iprism.example'), ids.university)).statusCode).toBe(404);
    });
  });

  describe('access', () => {
    it('refuses a toolbox-only licence with 403 on both routes', async () => {
      for (const url of [LIST, `${LIST}/${ids.firmByPro}`]) {
        const res = await as('toolbox@lawfirm.example').call({ method: 'GET', url });
        expect({ url, status: res.statusCode, message: res.json().message }).toEqual({ url, status: 403, message: PILOT_NO_LICENSE_MESSAGE });
      }
    });

    it('answers 401 without a session token', async () => {
      expect((await app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: `${LIST}/${ids.firmByPro}` })).statusCode).toBe(401);
    });
  });

  describe('the demo seed', () => {
    it('writes the demo notifications once: a second run brings back none the visitor deleted, and announces no report', async () => {
      const pro = as('pro@lawfirm.example');
      const inbox = async () => (await listNotifications(app.db, pro.userId, { includeAdminOnly: true, limit: 50 })).filter((n) => n.id.startsWith('demo-'));
      expect((await inbox()).map((n) => n.category)).toEqual(['system']);
      await app.db.query(`DELETE FROM notifications WHERE user_id = $1 AND id = 'demo-welcome'`, [pro.userId]);
      await seedDemo(app.db, 'iprism-demo');
      expect(await inbox()).toEqual([]);
      const adminInbox = await listNotifications(app.db, as('admin@iprism.example').userId, { includeAdminOnly: true, limit: 50 });
      expect(adminInbox.filter((n) => n.id.startsWith('demo-'))).toEqual([expect.objectContaining({ adminOnly: true, category: 'admin' })]);
    });
  });
});
