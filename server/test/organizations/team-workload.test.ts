import type { FastifyInstance } from 'fastify';
import { PERMISSION_REQUIRED_MESSAGE, TeamWorkloadSchema } from '@iprism/shared/contracts';
import { addAssignment } from '../../src/modules/applications/repositories/application-assignments';
import type { UserRecord } from '../../src/modules/accounts/repositories/users';
import { createApplication, createLawFirm, createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';

describe('the team page API (a route with requiredPermission)', () => {
  let app: FastifyInstance;
  let firmAdmin: UserRecord;
  let firmMember: UserRecord;
  let firmClient: UserRecord;
  let outsider: UserRecord;
  beforeAll(async () => {
    app = await buildTestApp();
    ({ admin: firmAdmin, member: firmMember, client: firmClient } = await createLawFirm(app, { name: 'Harper & Lowe LLP' }));
    outsider = await createUser(app);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('answers whoever manages the members with each member’s work in the organisation', async () => {
    const admin = await signedIn(app, firmAdmin);
    const member = await signedIn(app, firmMember);
    const client = await signedIn(app, firmClient);
    const before = TeamWorkloadSchema.parse((await admin.call({ method: 'GET', url: '/api/organizations/current/team' })).json());
    const row = (id: string, w = before) => w.members.find((m) => m.userId === id);
    expect(before.organization.name).toBe('Harper & Lowe LLP');
    expect(row(client.userId)).toMatchObject({ clientPortal: true, role: 'org:member' });

    const orgId = before.organization.id;
    const running = await createApplication(app, { owner: firmMember, organization: { id: orgId }, title: 'Running', state: 'running' });
    await createApplication(app, { owner: firmMember, organization: { id: orgId }, title: 'Failed', state: 'failed' });
    await createApplication(app, { owner: firmMember, organization: null, title: 'Personal, not the firm’s' });
    await addAssignment(app.db, { applicationId: running.id, userId: client.userId, assignedBy: admin.userId });

    const after = TeamWorkloadSchema.parse((await admin.call({ method: 'GET', url: '/api/organizations/current/team' })).json());
    const was = row(member.userId)!;
    expect(row(member.userId, after)).toMatchObject({ applications: was.applications + 2, inProgress: was.inProgress + 1, failed: was.failed + 1 });
    expect(row(client.userId, after)?.assigned).toBe(row(client.userId)!.assigned + 1);
    expect(row(client.userId, after)?.lastActivityAt).not.toBeNull();
  });

  it('refuses members without the permission, client-portal users and accounts without an organisation', async () => {
    for (const { email } of [firmMember, firmClient, outsider]) {
      const caller = await signedIn(app, { email });
      const res = await caller.call({ method: 'GET', url: '/api/organizations/current/team' });
      expect({ email, status: res.statusCode }).toEqual({ email, status: 403 });
      expect(res.json()).toMatchObject({ message: PERMISSION_REQUIRED_MESSAGE });
    }
    expect((await app.inject({ method: 'GET', url: '/api/organizations/current/team' })).statusCode).toBe(401);
  });
});
