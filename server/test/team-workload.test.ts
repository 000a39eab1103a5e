import type { FastifyInstance } from 'fastify';
import { PERMISSION_REQUIRED_MESSAGE, TeamWorkloadSchema } from '@iprism/shared/contracts';
import { seedDemo } from '../src/demo/seed';
import { addAssignment } from '../src/db/repositories/application-assignments';
import { insertApplication, setApplicationStatus } from '../src/db/repositories/applications';
import { buildTestApp } from './helper';
import { signInAs } from './session-helper';

describe('the team page API (a route with requiredPermission)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemo(app.db, 'iprism-demo');
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('answers whoever manages the members with each member’s work in the organisation', async () => {
    const admin = await signInAs(app, 'pro@lawfirm.example');
    const member = await signInAs(app, 'standard@lawfirm.example');
    const client = await signInAs(app, 'client@lawfirm.example');
    const before = TeamWorkloadSchema.parse((await admin.call({ method: 'GET', url: '/api/organizations/current/team' })).json());
    const row = (id: string, w = before) => w.members.find((m) => m.userId === id);
    expect(before.organization.name).toBe('Harper & Lowe LLP');
    expect(row(client.userId)).toMatchObject({ clientPortal: true, role: 'org:member' });

    const orgId = before.organization.id;
    const running = await insertApplication(app.db, { ownerUserId: member.userId, organizationId: orgId, title: 'Running' });
    await setApplicationStatus(app.db, running.id, 'running');
    const failed = await insertApplication(app.db, { ownerUserId: member.userId, organizationId: orgId, title: 'Failed' });
    await setApplicationStatus(app.db, failed.id, 'failed');
    await insertApplication(app.db, { ownerUserId: member.userId, organizationId: null, title: 'Personal, not the firm’s' });
    await addAssignment(app.db, { applicationId: running.id, userId: client.userId, assignedBy: admin.userId });

    const after = TeamWorkloadSchema.parse((await admin.call({ method: 'GET', url: '/api/organizations/current/team' })).json());
    const was = row(member.userId)!;
    expect(row(member.userId, after)).toMatchObject({ applications: was.applications + 2, inProgress: was.inProgress + 1, failed: was.failed + 1 });
    expect(row(client.userId, after)?.assigned).toBe(row(client.userId)!.assigned + 1);
    expect(row(client.userId, after)?.lastActivityAt).not.toBeNull();
  });

  it('refuses members without the permission, client-portal users and accounts without an organisation', async () => {
    for (const email of ['standard@lawfirm.example', 'client@lawfirm.example', 'nolicense@company.example']) {
      const caller = await signInAs(app, email);
      const res = await caller.call({ method: 'GET', url: '/api/organizations/current/team' });
      expect({ email, status: res.statusCode }).toEqual({ email, status: 403 });
      expect(res.json()).toMatchObject({ message: PERMISSION_REQUIRED_MESSAGE });
    }
    expect((await app.inject({ method: 'GET', url: '/api/organizations/current/team' })).statusCode).toBe(401);
  });
});
