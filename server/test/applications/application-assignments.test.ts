import type { FastifyInstance } from 'fastify';
import {
  APPLICATION_NOT_FOUND_MESSAGE,
  ASSIGNMENT_MESSAGES,
  ApplicationAssignmentSchema,
  ApplicationAssignmentsSchema,
  ApplicationPageSchema,
  CLIENT_EDIT_MESSAGE,
  CLIENT_EVENTS,
  SERVER_EVENTS,
  appChannel,
  type SocketAck,
} from '@iprism/shared/contracts';
import { addMembership, listMembershipsOfUser } from '../../src/modules/organizations/repositories/memberships';
import { saveStageResult } from '../../src/modules/applications/repositories/stage-results';
import { createUser } from '../../src/modules/accounts/repositories/users';
import { whoSeesApplication } from '../../src/modules/applications/repositories/application-visibility';
import { createApplication, createLawFirm, createOrganization, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import { client as socketClient, connected, listen, record, roundTrip, type ClientSocket } from '../realtime-helpers';
import type { TestCaller } from '../session-helper';

/**
 * Sharing a report with a client-portal user (intake issue: "org members can assign a report to a
 * client-portal user, who can then view it read-only"). Demo accounts: pro = firm admin, standard = firm
 * member, client = client portal of the same firm, edu = another organisation.
 */
describe('application assignments (client-portal read access)', () => {
  let app: FastifyInstance;
  let url: string;
  let pro: TestCaller;
  let standard: TestCaller;
  let client: TestCaller;
  let edu: TestCaller;
  /** A client-portal user of the university, not of the firm. */
  let foreignClientId: string;
  let firmApp: string;
  let otherFirmApp: string;
  const sockets: ClientSocket[] = [];

  const get = (caller: TestCaller, path: string) => caller.call({ method: 'GET', url: path });
  const assign = (caller: TestCaller, id: string, userId: string) => caller.call({ method: 'POST', url: `/api/applications/${id}/assignments`, payload: { userId } });
  const unassign = (caller: TestCaller, id: string, userId: string) => caller.call({ method: 'DELETE', url: `/api/applications/${id}/assignments/${userId}` });
  const archiveIds = async (caller: TestCaller) => ApplicationPageSchema.parse((await get(caller, '/api/applications?pageSize=100')).json()).items.map((a) => a.id);
  const subscribe = async (caller: TestCaller, id: string): Promise<SocketAck> => {
    const socket = socketClient(url, { token: caller.token });
    sockets.push(socket);
    await connected(socket);
    return (socket.timeout(3_000) as unknown as { emitWithAck(e: string, p: unknown): Promise<SocketAck> }).emitWithAck(CLIENT_EVENTS.subscribe, { channel: appChannel(id) });
  };

  beforeAll(async () => {
    app = await buildTestApp();
    const firm = await createLawFirm(app, { client: { email: 'client@lawfirm.example', name: 'Casey Client' } });
    const {
      organization: university,
      members: [universityAdmin],
    } = await createOrganization(app, { licenseType: 'PilotEduStandard', members: [{ role: 'org:admin' }] });
    url = await listen(app);
    pro = await signedIn(app, firm.admin);
    standard = await signedIn(app, firm.member);
    client = await signedIn(app, firm.client);
    edu = await signedIn(app, universityAdmin);
    const foreign = await createUser(app.db, { email: 'client@university.example', name: 'Uma Client', emailVerified: true, passwordHash: null, publicRole: 'client' });
    await addMembership(app.db, { organizationId: university.id, userId: foreign.id, role: 'org:member' });
    foreignClientId = foreign.id;
    // Inserted rather than uploaded: no pipeline runs, the stored report is what the routes serve.
    firmApp = (await createApplication(app, { owner: firm.member, organization: firm.organization, title: 'Shared turbine' })).id;
    otherFirmApp = (await createApplication(app, { owner: firm.member, organization: firm.organization, title: 'Not shared' })).id;
    await saveStageResult(app.db, firmApp, 'report', { applicationId: firmApp, marker: 'stored report' });
  }, 60_000);
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(() => app.close());

  it('hides every firm application from a client-portal user until one is assigned', async () => {
    const res = await get(client, `/api/applications/${firmApp}`);
    expect(res.statusCode).toBe(404);
    expect((res.json() as { message: string }).message).toBe(APPLICATION_NOT_FOUND_MESSAGE);
    expect((await get(client, `/api/applications/${firmApp}/report`)).statusCode).toBe(404);
    expect(await archiveIds(client)).toEqual([]);
    expect(await subscribe(client, firmApp)).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    // The firm's admin sees the firm's applications.
    expect(await archiveIds(pro)).toEqual(expect.arrayContaining([firmApp, otherFirmApp]));
  });

  it('lists shares and candidates (members who do not see it yet) for firm members', async () => {
    const res = await get(standard, `/api/applications/${firmApp}/assignments`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = ApplicationAssignmentsSchema.parse(res.json());
    expect(body).toEqual({ assignments: [], candidates: [{ userId: client.userId, name: 'Casey Client', email: 'client@lawfirm.example' }] });
  });

  it('lets a firm member assign a client, who then reads the application and its report', async () => {
    const res = await assign(standard, firmApp, client.userId);
    expect(res.statusCode).toBe(201);
    expect(ApplicationAssignmentSchema.parse(res.json())).toMatchObject({ userId: client.userId, name: 'Casey Client', email: 'client@lawfirm.example' });
    // Assigning again keeps the one share.
    expect((await assign(pro, firmApp, client.userId)).statusCode).toBe(201);
    const listed = ApplicationAssignmentsSchema.parse((await get(pro, `/api/applications/${firmApp}/assignments`)).json());
    expect(listed.assignments.map((a) => a.userId)).toEqual([client.userId]);
    expect(listed.candidates).toEqual([]);

    expect((await get(client, `/api/applications/${firmApp}`)).statusCode).toBe(200);
    expect((await get(client, `/api/applications/${firmApp}/report`)).json()).toEqual({ applicationId: firmApp, marker: 'stored report' });
    expect(await archiveIds(client)).toEqual([firmApp]);
    expect(await subscribe(client, firmApp)).toEqual({ ok: true });
    expect((await get(client, `/api/applications/${otherFirmApp}`)).statusCode).toBe(404);
  });

  it('keeps the assigned client read-only: no delete, re-run or sharing', async () => {
    const refusals = [
      await client.call({ method: 'DELETE', url: `/api/applications/${firmApp}` }),
      await client.call({ method: 'POST', url: `/api/applications/${firmApp}/retry` }),
      await assign(client, firmApp, client.userId),
      await unassign(client, firmApp, client.userId),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(403);
      expect((res.json() as { message: string }).message).toBe(CLIENT_EDIT_MESSAGE);
    }
    const list = await get(client, `/api/applications/${firmApp}/assignments`);
    expect(list.statusCode).toBe(403);
    expect((list.json() as { message: string }).message).toBe(ASSIGNMENT_MESSAGES.readOnly);
    expect((await get(client, `/api/applications/${firmApp}`)).statusCode).toBe(200);
  });

  it.each([
    ["another organisation's user", () => edu.userId, ASSIGNMENT_MESSAGES.notMember],
    ["another organisation's client-portal user", () => foreignClientId, ASSIGNMENT_MESSAGES.notMember],
    ['an unknown user', () => 'user_does_not_exist', ASSIGNMENT_MESSAGES.notMember],
  ])('refuses to assign %s with 422', async (_who, target, message) => {
    const res = await assign(standard, otherFirmApp, target());
    expect(res.statusCode).toBe(422);
    expect((res.json() as { message: string }).message).toBe(message);
  });

  it('refuses a malformed body with 400', async () => {
    expect((await standard.call({ method: 'POST', url: `/api/applications/${otherFirmApp}/assignments`, payload: { user: 'x' } })).statusCode).toBe(400);
  });

  it("answers another organisation's members as if the application did not exist", async () => {
    for (const res of [await get(edu, `/api/applications/${firmApp}/assignments`), await assign(edu, firmApp, client.userId), await unassign(edu, firmApp, client.userId)]) {
      expect(res.statusCode).toBe(404);
      expect((res.json() as { message: string }).message).toBe(APPLICATION_NOT_FOUND_MESSAGE);
    }
  });

  it('decides for several users at once as subscribe decides for one (the check after a lost Redis link)', async () => {
    const users = [standard, pro, client, edu].map((c) => c.userId);
    expect(await whoSeesApplication(app.db, firmApp, users)).toEqual([true, true, true, false]);
    expect(await whoSeesApplication(app.db, otherFirmApp, users)).toEqual([true, true, false, false]);
    expect(await whoSeesApplication(app.db, 'app_does_not_exist', users)).toEqual([false, false, false, false]);
  });

  it('removes the access when the assignment is removed, live subscriptions included', async () => {
    expect(await subscribe(client, firmApp)).toEqual({ ok: true });
    const live = sockets.at(-1)!;
    const seen = record<{ progress: number }>(live, SERVER_EVENTS.appProgress);
    await app.progressBus.publish({ applicationId: firmApp, stage: 'priorArt', progress: 40, message: 'Searching' });
    await roundTrip(live);
    expect(seen.map((p) => p.progress)).toEqual([40]);
    expect((await unassign(pro, firmApp, client.userId)).statusCode).toBe(204);
    await app.progressBus.publish({ applicationId: firmApp, stage: 'priorArt', progress: 80, message: 'Ranking' });
    await roundTrip(live);
    expect(seen.map((p) => p.progress)).toEqual([40]);
    expect((await unassign(pro, firmApp, client.userId)).statusCode).toBe(204);
    expect((await get(client, `/api/applications/${firmApp}`)).statusCode).toBe(404);
    expect((await get(client, `/api/applications/${firmApp}/report`)).statusCode).toBe(404);
    expect(await archiveIds(client)).toEqual([]);
    expect(await subscribe(client, firmApp)).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });

  it('drops the shares with the application', async () => {
    expect((await assign(standard, otherFirmApp, client.userId)).statusCode).toBe(201);
    expect((await standard.call({ method: 'DELETE', url: `/api/applications/${otherFirmApp}` })).statusCode).toBe(204);
    const { rows } = await app.db.query('SELECT 1 FROM application_assignments WHERE application_id = $1', [otherFirmApp]);
    expect(rows).toEqual([]);
  });

  // Last: it takes the client out of the firm.
  it("drops a client's shares when they leave the organisation, so joining again does not bring them back", async () => {
    expect((await assign(standard, firmApp, client.userId)).statusCode).toBe(201);
    expect((await pro.call({ method: 'DELETE', url: `/api/organizations/current/members/${client.userId}` })).statusCode).toBe(204);
    const shares = ApplicationAssignmentsSchema.parse((await get(standard, `/api/applications/${firmApp}/assignments`)).json());
    expect(shares.assignments.map((a) => a.userId)).not.toContain(client.userId);
    const [firm] = await listMembershipsOfUser(app.db, standard.userId);
    await addMembership(app.db, { organizationId: firm!.organizationId, userId: client.userId, role: 'org:member' });
    expect((await get(client, `/api/applications/${firmApp}`)).statusCode).toBe(404);
  });
});
