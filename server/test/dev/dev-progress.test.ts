import type { FastifyInstance } from 'fastify';
import { ApplicationFullSchema, ApplicationPageSchema, ApplicationRecordSchema, ProgressPayloadSchema } from '@iprism/shared/contracts';
import { seedDemo } from '../../src/modules/demo/seed';
import { DEV_OWNER_NOT_FOUND_MESSAGE } from '../../src/modules/dev/routes';
import { buildTestApp } from '../helper';
import { signInAs, type TestCaller } from '../session-helper';

const PROGRESS = '/api/dev/progress';
const APPLICATIONS = '/api/dev/applications';

async function seededApp(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const app = await buildTestApp(env);
  await seedDemo(app.db, 'iprism-demo');
  return app;
}

describe('dev progress tools (POST /api/dev/applications, /api/dev/progress)', () => {
  describe('without DEMO', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await seededApp({});
    }, 60_000);
    afterAll(async () => {
      await app.close();
    });

    it('does not exist, even for staff: 404 like any unknown route', async () => {
      const admin = await signInAs(app, 'admin@iprism.example');
      for (const [url, payload] of [
        [APPLICATIONS, { ownerEmail: 'pro@lawfirm.example' }],
        [PROGRESS, { applicationId: 'app_demo_pitch_control', stage: 'priorArt', progress: 50 }],
      ] as const) {
        const res = await admin.call({ method: 'POST', url, payload });
        expect({ url, status: res.statusCode, code: res.json().code }).toEqual({ url, status: 404, code: 'NOT_FOUND' });
      }
    });
  });

  describe('with DEMO', () => {
    let app: FastifyInstance;
    let admin: TestCaller;
    let pro: TestCaller;
    let applicationId = '';

    beforeAll(async () => {
      app = await seededApp({ DEMO: '1' });
      admin = await signInAs(app, 'admin@iprism.example');
      pro = await signInAs(app, 'pro@lawfirm.example');
    }, 60_000);
    afterAll(async () => {
      await app.close();
    });
    afterEach(() => jest.restoreAllMocks());

    it('creates a throwaway application for the owner, in their first organisation, that the owner then lists', async () => {
      const res = await admin.call({ method: 'POST', url: APPLICATIONS, payload: { ownerEmail: 'pro@lawfirm.example', title: 'E2E: rotor hub' } });
      expect(res.statusCode).toBe(201);
      const created = ApplicationRecordSchema.parse(res.json());
      expect(created).toMatchObject({ title: 'E2E: rotor hub', owner: { id: pro.userId, name: 'Priya Pro' }, organizationId: expect.any(String), stages: [] });
      applicationId = created.id;
      const list = ApplicationPageSchema.parse((await pro.call({ method: 'GET', url: '/api/applications' })).json());
      expect(list.items.map((a) => a.id)).toContain(applicationId);
    });

    it('publishes through the progress bus and answers 202 with the stamped payload', async () => {
      const publish = jest.spyOn(app.progressBus, 'publish');
      const payload = { applicationId, stage: 'priorArt', progress: 60, message: 'Ranking 120 candidates', task: { id: 'rank', type: 'ranking' } };
      const res = await admin.call({ method: 'POST', url: PROGRESS, payload });
      expect(res.statusCode).toBe(202);
      expect(ProgressPayloadSchema.parse(res.json())).toEqual({ ...payload, final: false, timestamp: expect.any(Number) });
      expect(publish).toHaveBeenCalledWith({ ...payload, final: false });
      const detail = ApplicationFullSchema.parse((await pro.call({ method: 'GET', url: `/api/applications/${applicationId}` })).json());
      expect(detail.progress.stages).toEqual([expect.objectContaining({ stage: 'priorArt', progress: 60, tasks: { rank: expect.objectContaining({ type: 'ranking' }) } })]);
    });

    it('refuses a caller without a staff licence with 403, and publishes nothing', async () => {
      const publish = jest.spyOn(app.progressBus, 'publish');
      for (const [url, payload] of [
        [APPLICATIONS, { ownerEmail: 'pro@lawfirm.example' }],
        [PROGRESS, { applicationId, stage: 'priorArt', progress: 99 }],
      ] as const) {
        const res = await pro.call({ method: 'POST', url, payload });
        expect({ url, status: res.statusCode, code: res.json().code }).toEqual({ url, status: 403, code: 'FORBIDDEN' });
      }
      expect(publish).not.toHaveBeenCalled();
    });

    it('needs a session (401) and a security token (403 CSRF_TOKEN_MISSING) like every write', async () => {
      const payload = { applicationId, stage: 'priorArt', progress: 99 };
      expect((await app.inject({ method: 'POST', url: PROGRESS, payload })).statusCode).toBe(401);
      const res = await admin.call({ method: 'POST', url: PROGRESS, payload, csrf: false });
      expect([res.statusCode, res.json().code]).toEqual([403, 'CSRF_TOKEN_MISSING']);
    });

    it('answers 400 for a payload the contract refuses, 404 for an unknown application or owner', async () => {
      const bad = [
        { applicationId, stage: 'nope', progress: 10 },
        { applicationId, stage: 'priorArt', progress: 101 },
        { applicationId, stage: 'priorArt', progress: 10, timestamp: 1 },
      ];
      for (const payload of bad) expect((await admin.call({ method: 'POST', url: PROGRESS, payload })).statusCode).toBe(400);
      expect((await admin.call({ method: 'POST', url: PROGRESS, payload: { applicationId: 'app_missing', stage: 'upload', progress: 5 } })).statusCode).toBe(404);
      const owner = await admin.call({ method: 'POST', url: APPLICATIONS, payload: { ownerEmail: 'nobody@example.com' } });
      expect([owner.statusCode, owner.json().message]).toEqual([404, DEV_OWNER_NOT_FOUND_MESSAGE]);
      expect((await admin.call({ method: 'POST', url: APPLICATIONS, payload: { ownerEmail: 'not-an-address' } })).statusCode).toBe(400);
    });

    it('declares every dev route staff-only in the access table', () => {
      expect(app.accessTable.filter((r) => r.url.startsWith('/api/dev/') && r.method === 'POST')).toEqual([
        { method: 'POST', url: APPLICATIONS, access: { kind: 'staff' } },
        { method: 'POST', url: PROGRESS, access: { kind: 'staff' } },
        { method: 'POST', url: '/api/dev/corpus/import', access: { kind: 'staff' } },
      ]);
    });
  });
});
