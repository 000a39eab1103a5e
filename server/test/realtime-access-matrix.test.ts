import type { FastifyInstance } from 'fastify';
import { CLIENT_EVENTS, appChannel, type SocketAck } from '@iprism/shared/contracts';
import { seedDemo } from '../src/demo/seed';
import { insertApplication } from '../src/db/repositories/applications';
import { addMembership, listMembershipsOfUser } from '../src/db/repositories/memberships';
import { createUser, findUserByEmail } from '../src/db/repositories/users';
import { buildTestApp } from './helper';
import { client as socketClient, connected, listen, type ClientSocket } from './realtime-helpers';
import { signInAs, type TestCaller } from './session-helper';

type Emit = { emitWithAck(event: string, payload: unknown): Promise<SocketAck> };

/**
 * One rule on every channel: reading an application over HTTP and watching it over the socket
 * (`subscribe`, `request-progress`) are allowed to exactly the same people. Demo law firm: standard owns
 * the application, pro administers the firm, Pat is a licensed member, Casey a client-portal member,
 * Eli belongs to a university, Noel is a firm member without a licence.
 */
describe('the same access over HTTP and the socket', () => {
  let app: FastifyInstance;
  let url: string;
  let applicationId: string;
  const callers: Record<string, TestCaller> = {};
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemo(app.db, 'iprism-demo');
    url = await listen(app);
    const standard = (await findUserByEmail(app.db, 'standard@lawfirm.example'))!;
    const [firm] = await listMembershipsOfUser(app.db, standard.id);
    const firmId = firm!.organizationId;
    // A licensed member besides the owner, and a member without any licence.
    const pat = (await findUserByEmail(app.db, 'lawfirm.personal@gmail.com'))!;
    await addMembership(app.db, { organizationId: firmId, userId: pat.id, role: 'org:member' });
    const noel = await createUser(app.db, { email: 'unlicensed@lawfirm.example', name: 'Noel Unlicensed', emailVerified: true, passwordHash: null });
    await addMembership(app.db, { organizationId: firmId, userId: noel.id, role: 'org:member' });
    applicationId = (await insertApplication(app.db, { ownerUserId: standard.id, organizationId: firmId, title: 'Matrix turbine' })).id;
    for (const [who, email] of [
      ['owner', 'standard@lawfirm.example'],
      ['organisation admin', 'pro@lawfirm.example'],
      ['member', 'lawfirm.personal@gmail.com'],
      ['client-portal user', 'client@lawfirm.example'],
      ['user of another organisation', 'edu@university.example'],
      ['user without licence', 'unlicensed@lawfirm.example'],
    ] as const) {
      callers[who] = await signInAs(app, email, { orgId: email === 'edu@university.example' ? undefined : firmId });
    }
  }, 60_000);
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(() => app.close());

  const overSocket = async (caller: TestCaller): Promise<{ subscribe: SocketAck; progress: SocketAck }> => {
    const socket = socketClient(url, { token: caller.token });
    sockets.push(socket);
    await connected(socket);
    const emit = socket.timeout(3_000) as unknown as Emit;
    return {
      subscribe: await emit.emitWithAck(CLIENT_EVENTS.subscribe, { channel: appChannel(applicationId) }),
      progress: await emit.emitWithAck(CLIENT_EVENTS.requestProgress, { applicationId, stage: 'all' }),
    };
  };

  it.each([
    ['owner', 200],
    ['organisation admin', 200],
    ['member', 200],
    ['client-portal user', 404],
    ['user of another organisation', 404],
    ['user without licence', 403],
  ] as const)('%s: HTTP %i, and the socket agrees', async (who, status) => {
    const caller = callers[who]!;
    const http = await caller.call({ method: 'GET', url: `/api/applications/${applicationId}` });
    expect(http.statusCode).toBe(status);
    const { subscribe, progress } = await overSocket(caller);
    if (status === 200) {
      expect(subscribe).toMatchObject({ ok: true });
      expect(progress).toMatchObject({ ok: true });
    } else {
      expect(subscribe).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
      expect(progress).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    }
  });

  it('lets the client-portal user in on both channels once the application is assigned to them', async () => {
    const owner = callers.owner!;
    const clientUser = callers['client-portal user']!;
    expect((await owner.call({ method: 'POST', url: `/api/applications/${applicationId}/assignments`, payload: { userId: clientUser.userId } })).statusCode).toBe(201);
    expect((await clientUser.call({ method: 'GET', url: `/api/applications/${applicationId}` })).statusCode).toBe(200);
    const { subscribe, progress } = await overSocket(clientUser);
    expect(subscribe).toMatchObject({ ok: true });
    expect(progress).toMatchObject({ ok: true });
  });
});
