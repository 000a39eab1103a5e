import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApplicationPageSchema, CLIENT_EVENTS, SERVER_EVENTS, appChannel, type SocketAck } from '@iprism/shared/contracts';
import { insertApplicationFile } from '../../src/modules/applications/repositories/application-files';
import { insertLicense } from '../../src/modules/commerce/repositories/licenses';
import { addMembership } from '../../src/modules/organizations/repositories/memberships';
import { saveStageResult } from '../../src/modules/applications/repositories/stage-results';
import { createUser } from '../../src/modules/accounts/repositories/users';
import { buildTestApp } from '../helper';
import { client as socketClient, connected, createApplicationOf, createOrganizationOf, createPerson, grantStaffLicense, listen, record, roundTrip, signInAs, type ClientSocket } from '../realtime-helpers';
import type { TestCaller } from '../session-helper';

type Emit = { emitWithAck(event: string, payload: unknown): Promise<SocketAck> };

/** A client-portal user (SPEC §6 publicMetadata.role 'client') with the client-portal licence, in `organizationId`. */
async function createClientPortalMember(app: FastifyInstance, organizationId: string, label: string): Promise<{ id: string; email: string }> {
  const email = `${label}-${randomUUID().slice(0, 8)}@matrix.example`;
  const user = await createUser(app.db, { email, name: label, emailVerified: true, passwordHash: null, publicRole: 'client' });
  await insertLicense(app.db, { type: 'PilotClientPortal', owner: { userId: user.id }, startsAt: new Date(Date.now() - 60_000), endsAt: null });
  await addMembership(app.db, { organizationId, userId: user.id, role: 'org:member' });
  return { id: user.id, email };
}

/**
 * One visibility rule on every channel (`isApplicationVisible`): the owner, the organisation's admins, the
 * members it is assigned to (client-portal users it is shared with among them), and nobody else. Each kind
 * of user gets the same answer from the list, the detail, the archive search, the export, the report, the
 * file the PDF viewer opens, and the socket's subscribe and request-progress.
 */
describe('who sees an application, on every channel', () => {
  let app: FastifyInstance;
  let url: string;
  let applicationId: string;
  const title = `Matrix turbine ${randomUUID().slice(0, 8)}`;
  const callers: Record<string, TestCaller> = {};
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    app = await buildTestApp();
    url = await listen(app);
    const [owner, admin, assigned, unassigned, outsider, staff] = await Promise.all(['owner', 'admin', 'assigned', 'unassigned', 'outsider', 'staff'].map((l) => createPerson(app.db, l)));
    const firm = await createOrganizationOf(app.db, admin!, [owner!, assigned!, unassigned!]);
    // An admin of another organisation: administering is per organisation.
    await createOrganizationOf(app.db, outsider!, []);
    await grantStaffLicense(app.db, staff!.id);
    const shared = await createClientPortalMember(app, firm, 'shared-client');
    const notShared = await createClientPortalMember(app, firm, 'unshared-client');
    const unlicensed = await createUser(app.db, { email: `unlicensed-${randomUUID().slice(0, 8)}@matrix.example`, name: 'Noel', emailVerified: true, passwordHash: null });
    await addMembership(app.db, { organizationId: firm, userId: unlicensed.id, role: 'org:admin' });

    applicationId = (await createApplicationOf(app.db, owner!.id, firm)).id;
    await app.db.query('UPDATE applications SET title = $2 WHERE id = $1', [applicationId, title]);
    await saveStageResult(app.db, applicationId, 'report', { applicationId, marker: 'stored report' });
    const bytes = new TextEncoder().encode('%PDF-1.4 matrix');
    await app.fileStore.put(`${applicationId}/application`, bytes);
    await insertApplicationFile(app.db, { applicationId, kind: 'application', name: 'matrix.pdf', mediaType: 'application/pdf', format: 'pdf', size: bytes.length, pages: 1, sha256: 'x', storageKey: `${applicationId}/application` });

    for (const [who, person] of [
      ['owner', owner!],
      ['organisation admin', admin!],
      ['assigned member', assigned!],
      ['unassigned member', unassigned!],
      ['client-portal user shared with', shared],
      ['client-portal user not shared with', notShared],
      ['admin of another organisation', outsider!],
      ['staff', staff!],
      ['organisation admin without a licence', { email: unlicensed.email }],
    ] as const) {
      callers[who] = await signInAs(app, person.email);
    }
    // Assigned through the API, as the firm does it.
    for (const userId of [assigned!.id, shared.id]) {
      const res = await callers.owner!.call({ method: 'POST', url: `/api/applications/${applicationId}/assignments`, payload: { userId } });
      expect(res.statusCode).toBe(201);
    }
  }, 60_000);
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(() => app.close());

  const listed = async (caller: TestCaller, query: string): Promise<boolean | number> => {
    const res = await caller.call({ method: 'GET', url: `/api/applications?${query}` });
    return res.statusCode === 200 ? ApplicationPageSchema.parse(res.json()).items.some((a) => a.id === applicationId) : res.statusCode;
  };
  const status = async (caller: TestCaller, path: string): Promise<number> => (await caller.call({ method: 'GET', url: `/api/applications/${applicationId}${path}` })).statusCode;
  const overSocket = async (caller: TestCaller, event: string, payload: unknown): Promise<boolean> => {
    const socket = socketClient(url, { token: caller.token });
    sockets.push(socket);
    await connected(socket);
    const ack = await (socket.timeout(3_000) as unknown as Emit).emitWithAck(event, payload);
    if (!ack.ok) expect(ack).toMatchObject({ error: { code: 'FORBIDDEN' } });
    return ack.ok;
  };

  /** Every channel's answer: true/false for seen or not, or the HTTP status of a refusal before visibility. */
  const channels = async (caller: TestCaller) => ({
    list: await listed(caller, 'pageSize=100'),
    'archive search': await listed(caller, `q=${encodeURIComponent(title)}&status=queued`),
    detail: await status(caller, ''),
    report: await status(caller, '/report'),
    export: await status(caller, '/report.json'),
    'PDF viewer file': await status(caller, '/files/application'),
    'socket subscribe': await overSocket(caller, CLIENT_EVENTS.subscribe, { channel: appChannel(applicationId) }),
    'socket request-progress': await overSocket(caller, CLIENT_EVENTS.requestProgress, { applicationId, stage: 'all' }),
  });

  const SEES = { list: true, 'archive search': true, detail: 200, report: 200, export: 200, 'PDF viewer file': 200, 'socket subscribe': true, 'socket request-progress': true };
  const HIDDEN = { list: false, 'archive search': false, detail: 404, report: 404, export: 404, 'PDF viewer file': 404, 'socket subscribe': false, 'socket request-progress': false };
  /** No Pilot licence: refused by the access layer on every channel before visibility is asked. */
  const NO_LICENSE = { list: 403, 'archive search': 403, detail: 403, report: 403, export: 403, 'PDF viewer file': 403, 'socket subscribe': false, 'socket request-progress': false };

  it.each([
    ['owner', SEES],
    ['organisation admin', SEES],
    ['assigned member', SEES],
    ['client-portal user shared with', SEES],
    ['unassigned member', HIDDEN],
    ['client-portal user not shared with', HIDDEN],
    ['admin of another organisation', HIDDEN],
    ['staff', HIDDEN],
    ['organisation admin without a licence', NO_LICENSE],
  ] as const)('%s', async (who, expected) => {
    expect(await channels(callers[who]!)).toEqual(expected);
  });

  it('takes the application away from a demoted admin on every channel, their live subscription included', async () => {
    const admin = callers['organisation admin']!;
    const socket = socketClient(url, { token: admin.token });
    sockets.push(socket);
    await connected(socket);
    expect(await (socket.timeout(3_000) as unknown as Emit).emitWithAck(CLIENT_EVENTS.subscribe, { channel: appChannel(applicationId) })).toEqual({ ok: true });
    // The firm's other admin demotes them.
    const demoted = await callers['organisation admin without a licence']!.call({ method: 'PATCH', url: `/api/organizations/current/members/${admin.userId}`, payload: { role: 'org:member' } });
    expect(demoted.statusCode).toBe(200);
    const seen = record(socket, SERVER_EVENTS.appProgress);
    await app.progressBus.publish({ applicationId, stage: 'report', progress: 10, message: 'after the demotion' });
    await roundTrip(socket);
    expect(seen).toEqual([]);
    expect(await channels(admin)).toEqual(HIDDEN);
  });

  it('takes the application away on every channel when the assignment is removed', async () => {
    const member = callers['assigned member']!;
    expect((await callers.owner!.call({ method: 'DELETE', url: `/api/applications/${applicationId}/assignments/${member.userId}` })).statusCode).toBe(204);
    expect(await channels(member)).toEqual(HIDDEN);
  });
});
