import type { FastifyInstance } from 'fastify';
import {
  CLIENT_EVENTS,
  ConnectedSchema,
  PROGRESS_EVENTS,
  ProgressSnapshotSchema,
  SERVER_EVENTS,
  SOCKET_AUTH_ERRORS,
  appChannel,
  type ProgressPayload,
  type SocketAck,
  type SocketError,
  type StageSnapshot,
} from '@iprism/shared/contracts';
import { addAssignment } from '../../src/modules/applications/repositories/application-assignments';
import { addMembership } from '../../src/modules/organizations/repositories/memberships';
import { AppError } from '../../src/platform/lib/errors';
import { APPLICATION_FORBIDDEN_MESSAGE } from '../../src/modules/realtime/progress-handlers';
import { RATE_LIMITED_MESSAGE, SOCKET_ABUSE_BURST, SOCKET_EVENT_BURST } from '../../src/modules/realtime/socket-rate-limit';
import { SOCKET_MAX_MESSAGE_BYTES } from '../../src/modules/realtime/socket-server';
import { buildTestApp } from '../helper';
import {
  client,
  connected,
  createApplicationOf,
  createOrganizationOf,
  createPerson,
  grantStaffLicense,
  listen,
  nextEvent,
  nthEvent,
  record,
  refusal,
  roundTrip,
  signInAs,
  tokenIssuedAt,
  type ClientSocket,
} from '../realtime-helpers';
import type { TestCaller } from '../session-helper';

const ALLOWED_ORIGIN = 'https://app.iprism.example';

describe('live socket', () => {
  let app: FastifyInstance;
  let url: string;
  /** owner: owns `ownApp` (in `orgId`, which they administer) and `privateApp`; members: in the org, `ownApp` assigned to them; stranger: nothing; staff: staff licence. */
  const callers: Record<'owner' | 'member' | 'memberNoActiveOrg' | 'stranger' | 'staff', TestCaller> = {} as never;
  let orgId: string;
  let ownApp: string;
  let privateApp: string;
  const sockets: ClientSocket[] = [];

  /** A connected socket for `caller`, closed after the test file. */
  const open = async (caller: TestCaller, opts: Parameters<typeof client>[2] = {}): Promise<ClientSocket> => {
    const socket = client(url, { token: caller.token }, opts);
    sockets.push(socket);
    return connected(socket);
  };
  const tryOpen = (auth: Record<string, unknown>, opts: Parameters<typeof client>[2] = {}): ClientSocket => {
    const socket = client(url, auth, opts);
    sockets.push(socket);
    return socket;
  };
  const emitAck = <T>(socket: ClientSocket, event: string, payload?: unknown): Promise<T> =>
    (socket.timeout(3_000) as unknown as { emitWithAck(e: string, ...a: unknown[]): Promise<T> }).emitWithAck(event, ...(payload === undefined ? [] : [payload]));

  beforeAll(async () => {
    app = await buildTestApp({ ALLOWED_ORIGINS: ALLOWED_ORIGIN });
    url = await listen(app);
    const [owner, member, memberNoActiveOrg, stranger, staff] = await Promise.all(['owner', 'member', 'member2', 'stranger', 'staff'].map((l) => createPerson(app.db, l)));
    orgId = await createOrganizationOf(app.db, owner!, [member!, memberNoActiveOrg!]);
    await grantStaffLicense(app.db, staff!.id);
    ownApp = (await createApplicationOf(app.db, owner!.id, orgId)).id;
    privateApp = (await createApplicationOf(app.db, owner!.id, null)).id;
    for (const m of [member!, memberNoActiveOrg!]) await addAssignment(app.db, { applicationId: ownApp, userId: m.id, assignedBy: owner!.id });
    callers.owner = await signInAs(app, owner!.email);
    callers.member = await signInAs(app, member!.email);
    // Membership row, but a token without an active organisation: the row alone must grant access.
    callers.memberNoActiveOrg = await signInAs(app, memberNoActiveOrg!.email, { orgId: null });
    callers.stranger = await signInAs(app, stranger!.email);
    callers.staff = await signInAs(app, staff!.email);
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(async () => {
    await app.close();
  });

  describe('handshake', () => {
    it('refuses a handshake without a token', async () => {
      const err = await refusal(tryOpen({}));
      expect(err.message).toBe(SOCKET_AUTH_ERRORS.missing);
      expect(err.data).toEqual({ code: 'UNAUTHORIZED', message: SOCKET_AUTH_ERRORS.missing });
    });

    it("refuses an expired token with exactly 'JWT is expired'", async () => {
      const expired = await tokenIssuedAt(app, callers.owner, new Date(Date.now() - 120_000));
      const err = await refusal(tryOpen({ token: expired }));
      expect(err.message).toBe('JWT is expired');
    });

    it("refuses a bad or tampered token with exactly 'Token verification failed'", async () => {
      expect((await refusal(tryOpen({ token: 'not-a-jwt' }))).message).toBe('Token verification failed');
      const [head, body, signature] = callers.owner.token.split('.');
      const tampered = `${head}.${body}.${signature!.slice(0, -4)}AAAA`;
      expect((await refusal(tryOpen({ token: tampered }))).message).toBe('Token verification failed');
    });

    it('accepts a valid token, joins the user and says who is connected', async () => {
      const socket = tryOpen({ token: callers.owner.token });
      const hello = nextEvent(socket, SERVER_EVENTS.connected);
      await connected(socket);
      expect(ConnectedSchema.parse(await hello)).toEqual({ userId: callers.owner.userId, socketId: socket.id });
    });

    it('refuses a browser Origin that is neither this server nor configured, over both transports', async () => {
      const evil = { extraHeaders: { origin: 'https://evil.example' } };
      await refusal(tryOpen({ token: callers.owner.token }, evil));
      const polling = await refusal(tryOpen({ token: callers.owner.token }, { ...evil, transports: ['polling'] }));
      expect((polling as Error & { description?: unknown }).description).toBe(403);
    });

    it('accepts its own origin and a configured origin (polling gets the CORS answer)', async () => {
      await open(callers.owner, { extraHeaders: { origin: url } });
      await open(callers.owner, { extraHeaders: { origin: ALLOWED_ORIGIN }, transports: ['polling'] });
      const res = await fetch(`${url}/api/ws/?EIO=4&transport=polling`, { headers: { origin: ALLOWED_ORIGIN } });
      expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    });
  });

  describe('leaving an organisation', () => {
    it("stops the organisation's progress reaching a removed member's open sockets", async () => {
      const leaver = await createPerson(app.db, 'leaver');
      await addMembership(app.db, { organizationId: orgId, userId: leaver.id, role: 'org:member' });
      await addAssignment(app.db, { applicationId: ownApp, userId: leaver.id, assignedBy: callers.owner.userId });
      // No organisation in the token: the assignment in the organisation granted access, so leaving it ends it.
      const leaving = await open(await signInAs(app, leaver.email, { orgId: null }));
      const staying = await open(callers.member);
      for (const socket of [leaving, staying]) await expect(emitAck(socket, CLIENT_EVENTS.subscribe, { channel: appChannel(ownApp) })).resolves.toEqual({ ok: true });

      expect((await callers.owner.call({ method: 'DELETE', url: `/api/organizations/current/members/${leaver.id}` })).statusCode).toBe(204);
      const delivered = record(leaving, SERVER_EVENTS.appProgress);
      const reached = nextEvent(staying, SERVER_EVENTS.appProgress);
      await app.progressBus.publish({ stage: 'report', applicationId: ownApp, progress: 50, message: 'after the removal' });
      await reached;
      await roundTrip(leaving);
      expect(delivered).toEqual([]);
      await expect(emitAck(leaving, CLIENT_EVENTS.subscribe, { channel: appChannel(ownApp) })).resolves.toMatchObject({ ok: false });
    });

    it('refuses a removed member whose socket was opened with a token naming the organisation', async () => {
      const leaver = await createPerson(app.db, 'leaver-with-claim');
      await addMembership(app.db, { organizationId: orgId, userId: leaver.id, role: 'org:member' });
      await addAssignment(app.db, { applicationId: ownApp, userId: leaver.id, assignedBy: callers.owner.userId });
      const caller = await signInAs(app, leaver.email);
      const socket = await open(caller);
      expect((await callers.owner.call({ method: 'DELETE', url: `/api/organizations/current/members/${leaver.id}` })).statusCode).toBe(204);
      // The socket keeps its handshake's principal, and a new one presents the same unexpired token: both are refused.
      await expect(emitAck(socket, CLIENT_EVENTS.subscribe, { channel: appChannel(ownApp) })).resolves.toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
      const reopened = await open(caller);
      await expect(emitAck(reopened, CLIENT_EVENTS.subscribe, { channel: appChannel(ownApp) })).resolves.toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    });
  });

  describe('subscriptions', () => {
    it('lets the owner subscribe to their application', async () => {
      const socket = await open(callers.owner);
      await expect(emitAck(socket, CLIENT_EVENTS.subscribe, { channel: appChannel(ownApp) })).resolves.toEqual({ ok: true });
    });

    it("refuses another user's application (and an unknown one alike) with an error event and no data", async () => {
      const socket = await open(callers.stranger);
      const errors = record<SocketError>(socket, SERVER_EVENTS.error);
      const refused = await emitAck<SocketAck>(socket, CLIENT_EVENTS.subscribe, { channel: appChannel(ownApp) });
      const unknown = await emitAck<SocketAck>(socket, CLIENT_EVENTS.subscribe, { channel: appChannel('app_does_not_exist') });
      const expected = { code: 'FORBIDDEN', message: APPLICATION_FORBIDDEN_MESSAGE, event: CLIENT_EVENTS.subscribe };
      expect(refused).toEqual({ ok: false, error: expected });
      expect(unknown).toEqual(refused);
      await roundTrip(socket);
      expect(errors).toEqual([expected, expected]);
    });

    it('works without an acknowledgement: the error event alone answers', async () => {
      const socket = await open(callers.stranger);
      const error = nextEvent<SocketError>(socket, SERVER_EVENTS.error);
      socket.emit(CLIENT_EVENTS.subscribe, { channel: appChannel(ownApp) });
      await expect(error).resolves.toMatchObject({ code: 'FORBIDDEN' });
    });

    it('lets the members it is assigned to subscribe, whatever organisation their token names, and not staff', async () => {
      for (const who of ['member', 'memberNoActiveOrg'] as const) {
        const socket = await open(callers[who]);
        expect(await emitAck(socket, CLIENT_EVENTS.subscribe, { channel: appChannel(ownApp) })).toEqual({ ok: true });
      }
      const staff = await open(callers.staff);
      expect(await emitAck(staff, CLIENT_EVENTS.subscribe, { channel: appChannel(ownApp) })).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
      // An application outside any organisation is its owner's only.
      const member = await open(callers.member);
      expect(await emitAck(member, CLIENT_EVENTS.subscribe, { channel: appChannel(privateApp) })).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    });

    it('refuses malformed channels, and never lets a client leave its user room', async () => {
      const socket = await open(callers.owner);
      expect(await emitAck(socket, CLIENT_EVENTS.subscribe, { channel: 'app:' })).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
      expect(await emitAck(socket, CLIENT_EVENTS.subscribe, { nope: 1 })).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
      expect(await emitAck(socket, CLIENT_EVENTS.unsubscribe, { channel: `user:${callers.owner.userId}` })).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
      const pushed = nextEvent(socket, SERVER_EVENTS.notification);
      app.userPush.toUser(callers.owner.userId, SERVER_EVENTS.notification, { id: 'n1' });
      await expect(pushed).resolves.toEqual({ id: 'n1' });
    });
  });

  describe('progress bus', () => {
    it('sends app-progress to subscribers and user-progress to the owner, nothing to anyone else', async () => {
      const owner = await open(callers.owner);
      const member = await open(callers.member);
      const stranger = await open(callers.stranger);
      await emitAck(member, CLIENT_EVENTS.subscribe, { channel: appChannel(ownApp) });
      await emitAck(stranger, CLIENT_EVENTS.subscribe, { channel: appChannel(ownApp) }); // refused
      const strangerSaw = PROGRESS_EVENTS.flatMap((e) => record(stranger, e));
      const ownerApp = record(owner, SERVER_EVENTS.appProgress);
      const memberUser = record(member, SERVER_EVENTS.userProgress);

      const appProgress = nextEvent<ProgressPayload>(member, SERVER_EVENTS.appProgress);
      const userProgress = nextEvent<ProgressPayload>(owner, SERVER_EVENTS.userProgress);
      const sent = await app.progressBus.publish({ stage: 'report', applicationId: ownApp, progress: 35, message: 'Writing claims analysis' });
      expect(sent).toMatchObject({ stage: 'report', applicationId: ownApp, progress: 35, final: false, timestamp: expect.any(Number) });
      expect(await appProgress).toEqual(sent);
      expect(await userProgress).toEqual(sent);

      await Promise.all([roundTrip(stranger), roundTrip(owner), roundTrip(member)]);
      expect(strangerSaw).toEqual([]);
      expect(ownerApp).toEqual([]); // not subscribed: the owner hears it once, as user-progress
      expect(memberUser).toEqual([]);
    });

    it('stops app-progress after unsubscribe', async () => {
      const member = await open(callers.member);
      await emitAck(member, CLIENT_EVENTS.subscribe, { channel: appChannel(ownApp) });
      expect(await emitAck(member, CLIENT_EVENTS.unsubscribe, { channel: appChannel(ownApp) })).toEqual({ ok: true });
      const seen = record(member, SERVER_EVENTS.appProgress);
      await app.progressBus.publish({ stage: 'report', applicationId: ownApp, progress: 40, message: 'still going' });
      await roundTrip(member);
      expect(seen).toEqual([]);
    });

    it('rejects a malformed payload and an unknown application before anything is stored or sent', async () => {
      await expect(app.progressBus.publish({ stage: 'nope', applicationId: ownApp, progress: 5 })).rejects.toThrow();
      await expect(app.progressBus.publish({ stage: 'report', applicationId: ownApp, progress: 101 })).rejects.toThrow();
      const missing = app.progressBus.publish({ stage: 'report', applicationId: 'app_missing', progress: 5 });
      await expect(missing).rejects.toBeInstanceOf(AppError);
      await expect(missing).rejects.toMatchObject({ statusCode: 404 });
    });

    it('answers request-progress with the stored state of every stage: progress events plus the snapshot', async () => {
      const application = (await createApplicationOf(app.db, callers.owner.userId, orgId)).id;
      await addAssignment(app.db, { applicationId: application, userId: callers.member.userId, assignedBy: callers.owner.userId });
      await app.progressBus.publish({ stage: 'upload', applicationId: application, progress: 100, message: 'Uploaded' });
      await app.progressBus.publish({ stage: 'priorArt', applicationId: application, progress: 20, message: 'Searching', task: { id: 'q1', type: 'search' } });
      await app.progressBus.publish({ stage: 'priorArt', applicationId: application, progress: 50, message: 'page 2', task: { id: 'p2', type: 'subtask' } });
      await app.progressBus.publish({ stage: 'idsAnalysis', applicationId: application, progress: -1, message: 'IDS unreadable', task: { id: 'ocr', type: 'ocr_error' } });

      const socket = await open(callers.member);
      const events = record<StageSnapshot>(socket, SERVER_EVENTS.progress);
      const ack = await emitAck<SocketAck<{ snapshot: unknown }>>(socket, CLIENT_EVENTS.requestProgress, { userId: callers.member.userId, applicationId: application, stage: 'all' });
      if (!ack.ok) throw new Error(ack.error.message);
      const snapshot = ProgressSnapshotSchema.parse(ack.snapshot);
      expect(events).toEqual(snapshot.stages);
      expect(snapshot.stages.map((s) => s.stage)).toEqual(['upload', 'priorArt', 'idsAnalysis']);
      expect(snapshot.stages[0]).toMatchObject({ progress: 100, final: true, error: false, tasks: {} });
      expect(snapshot.stages[1]).toMatchObject({
        progress: 20, // the subtask did not move the stage
        message: 'Searching',
        final: false,
        tasks: { q1: { progress: 20, type: 'search' }, p2: { progress: 50, message: 'page 2', type: 'subtask' } },
      });
      expect(snapshot.stages[2]).toMatchObject({ progress: -1, final: true, error: true, errorMessage: 'IDS unreadable', errorType: 'ocr_error' });
    });

    it("refuses request-progress for another user's application and sends no state", async () => {
      const socket = await open(callers.stranger);
      const progress = record(socket, SERVER_EVENTS.progress);
      const error = nextEvent<SocketError>(socket, SERVER_EVENTS.error);
      socket.emit(CLIENT_EVENTS.requestProgress, { applicationId: ownApp, stage: 'all' });
      expect(await error).toEqual({ code: 'FORBIDDEN', message: APPLICATION_FORBIDDEN_MESSAGE, event: CLIENT_EVENTS.requestProgress });
      await roundTrip(socket);
      expect(progress).toEqual([]);
    });
  });

  describe('session', () => {
    it('answers ping with pong and the server time', async () => {
      const socket = await open(callers.owner);
      const pong = nextEvent<{ ts: number }>(socket, SERVER_EVENTS.pong);
      const before = Date.now();
      const acked = await emitAck<{ ts: number }>(socket, CLIENT_EVENTS.ping);
      expect(acked.ts).toBeGreaterThanOrEqual(before);
      expect(await pong).toEqual(acked);
    });

    it("cuts a socket off when its token expires: 'JWT is expired' error event, then a server disconnect", async () => {
      // Tokens live 60 s: issued 58.8 s ago, this one expires in about a second.
      const socket = tryOpen({ token: await tokenIssuedAt(app, callers.owner, new Date(Date.now() - 58_800)) });
      await connected(socket);
      const error = nextEvent<SocketError>(socket, SERVER_EVENTS.error, 5_000);
      const reason = nextEvent<string>(socket, 'disconnect', 5_000);
      expect(await error).toEqual({ code: 'UNAUTHORIZED', message: SOCKET_AUTH_ERRORS.expired });
      expect(await reason).toBe('io server disconnect');
    });

    it('keeps a socket open past the old expiry after auth:refresh with a fresh token', async () => {
      const socket = tryOpen({ token: await tokenIssuedAt(app, callers.owner, new Date(Date.now() - 58_800)) });
      await connected(socket);
      const fresh = await tokenIssuedAt(app, callers.owner, new Date());
      const ack = await emitAck<SocketAck<{ expiresAt: number }>>(socket, CLIENT_EVENTS.authRefresh, { token: fresh });
      expect(ack).toEqual({ ok: true, expiresAt: expect.any(Number) });
      const disconnects = record(socket, 'disconnect');
      // Waits out the first token's lifetime: the thing under test is that nothing happens then.
      await new Promise((r) => setTimeout(r, 1_600));
      await roundTrip(socket);
      expect(disconnects).toEqual([]);
    });

    it("refuses a bad refresh token or another user's token and keeps the socket", async () => {
      const socket = await open(callers.owner);
      expect(await emitAck(socket, CLIENT_EVENTS.authRefresh, { token: 'garbage' })).toEqual({
        ok: false,
        error: { code: 'UNAUTHORIZED', message: SOCKET_AUTH_ERRORS.invalid, event: CLIENT_EVENTS.authRefresh },
      });
      expect(await emitAck(socket, CLIENT_EVENTS.authRefresh, { token: callers.stranger.token })).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
      await roundTrip(socket);
      expect(socket.connected).toBe(true);
    });
  });

  describe('limits', () => {
    it('lets a burst through, then refuses events over the rate with RATE_LIMITED (ack too) and keeps the socket', async () => {
      const socket = await open(callers.owner);
      const pongs = record(socket, SERVER_EVENTS.pong);
      const errors = record<SocketError>(socket, SERVER_EVENTS.error);
      const burst = nthEvent(socket, SERVER_EVENTS.pong, SOCKET_EVENT_BURST);
      for (let i = 0; i < SOCKET_EVENT_BURST + 10; i += 1) socket.emit(CLIENT_EVENTS.ping);
      expect(await emitAck(socket, CLIENT_EVENTS.subscribe, { channel: appChannel(ownApp) })).toEqual({
        ok: false,
        error: { code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE, event: CLIENT_EVENTS.subscribe },
      });
      await burst;
      // The ten extra pings arrive within milliseconds; refilling them would take 500 ms.
      expect(pongs.length).toBeLessThan(SOCKET_EVENT_BURST + 10);
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.every((e) => e.code === 'RATE_LIMITED')).toBe(true);
      expect(socket.connected).toBe(true);
    });

    it('disconnects a socket that keeps flooding', async () => {
      const socket = await open(callers.owner);
      const errors = record<SocketError>(socket, SERVER_EVENTS.error);
      const gone = nextEvent<string>(socket, 'disconnect');
      for (let i = 0; i < 3 * (SOCKET_EVENT_BURST + SOCKET_ABUSE_BURST); i += 1) socket.emit(CLIENT_EVENTS.ping);
      expect(await gone).toBe('io server disconnect');
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.every((e) => e.code === 'RATE_LIMITED' && e.message === RATE_LIMITED_MESSAGE)).toBe(true);
    });

    it('drops an oversized message by closing the connection, without handling it', async () => {
      const socket = await open(callers.owner);
      const pongs = record(socket, SERVER_EVENTS.pong);
      const gone = nextEvent<string>(socket, 'disconnect');
      (socket as unknown as { emit(e: string, d: string): void }).emit(CLIENT_EVENTS.ping, 'x'.repeat(SOCKET_MAX_MESSAGE_BYTES + 1));
      expect(await gone).toBe('transport close');
      expect(pongs).toEqual([]);
    });
  });
});
