import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { CLIENT_EVENTS, PROGRESS_EVENTS, SERVER_EVENTS, appChannel, type ProgressPayload, type SocketAck } from '@iprism/shared/contracts';
import type { Db } from '../../src/platform/db/db';
import { addAssignment } from '../../src/modules/applications/repositories/application-assignments';
import { openTestDatabase } from '../test-database';
import {
  buildAppOn,
  client,
  connected,
  createApplicationOf,
  createOrganizationOf,
  createPerson,
  listen,
  nextEvent,
  record,
  roundTrip,
  signInAs,
  type ClientSocket,
} from '../realtime-helpers';

/** The machine's Redis (ARCHITECTURE §7); REDIS_URL overrides it. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Fails (never skips) with what to do when Redis is not there. */
async function requireRedis(): Promise<void> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  let cause: Error | null = null;
  probe.on('error', (err: Error) => void (cause = err));
  try {
    await probe.connect();
    await probe.ping();
  } catch (err) {
    throw new Error(
      `This test needs Redis at ${REDIS_URL} and could not reach it (${(cause ?? (err as Error)).message}). Start it with: ` +
        'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no',
    );
  } finally {
    probe.disconnect();
  }
}

/**
 * Two API nodes with REDIS_URL behind one database. The nodes share one embedded database handle in
 * this process: what is under test is the socket adapter, not the database driver (separate processes
 * on PostgreSQL are covered by worker-process.test.ts).
 */
describe('live socket on two nodes through Redis', () => {
  let db: Db;
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;
  let urlB: string;
  const sockets: ClientSocket[] = [];
  let owner: { id: string; email: string };
  let member: { id: string; email: string };
  let stranger: { id: string; email: string };
  let applicationId: string;

  const openOnB = async (email: string): Promise<ClientSocket> => {
    const socket = client(urlB, { token: (await signInAs(nodeB, email)).token });
    sockets.push(socket);
    return connected(socket);
  };

  beforeAll(async () => {
    await requireRedis();
    db = await openTestDatabase();
    nodeA = await buildAppOn(db, { REDIS_URL });
    nodeB = await buildAppOn(db, { REDIS_URL });
    await listen(nodeA);
    urlB = await listen(nodeB);
    [owner, member, stranger] = await Promise.all(['owner', 'member', 'stranger'].map((l) => createPerson(db, l))) as [typeof owner, typeof member, typeof stranger];
    const orgId = await createOrganizationOf(db, owner, [member]);
    applicationId = (await createApplicationOf(db, owner.id, orgId)).id;
    await addAssignment(db, { applicationId, userId: member.id, assignedBy: owner.id });
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await nodeA?.close();
    await nodeB?.close();
    await db?.close();
  });

  it('delivers progress published on node A to sockets on node B, and to no one else', async () => {
    const ownerOnB = await openOnB(owner.email);
    const memberOnB = await openOnB(member.email);
    const strangerOnB = await openOnB(stranger.email);
    const subscribed = await (memberOnB.timeout(3_000) as unknown as { emitWithAck(e: string, p: unknown): Promise<SocketAck> }).emitWithAck(CLIENT_EVENTS.subscribe, {
      channel: appChannel(applicationId),
    });
    expect(subscribed).toEqual({ ok: true });
    const strangerSaw = PROGRESS_EVENTS.flatMap((e) => record(strangerOnB, e));

    const appProgress = nextEvent<ProgressPayload>(memberOnB, SERVER_EVENTS.appProgress);
    const userProgress = nextEvent<ProgressPayload>(ownerOnB, SERVER_EVENTS.userProgress);
    const sent = await nodeA.progressBus.publish({ stage: 'priorArt', applicationId, progress: 70, message: 'Ranking 120 references' });
    expect(await appProgress).toEqual(sent);
    expect(await userProgress).toEqual(sent);
    await roundTrip(strangerOnB);
    expect(strangerSaw).toEqual([]);
  });

  it('pushes user events from node A to the user on node B', async () => {
    const ownerOnB = await openOnB(owner.email);
    const pushed = nextEvent(ownerOnB, SERVER_EVENTS.notification);
    nodeA.userPush.toUser(owner.id, SERVER_EVENTS.notification, { id: 'n-cross-node' });
    await expect(pushed).resolves.toEqual({ id: 'n-cross-node' });
  });

  it("tells only its own clients server-shutdown when one node closes", async () => {
    const ownerOnB = await openOnB(owner.email);
    const shutdowns = record(ownerOnB, SERVER_EVENTS.serverShutdown);
    await nodeA.close();
    await roundTrip(ownerOnB);
    expect(shutdowns).toEqual([]);
    expect(ownerOnB.connected).toBe(true);
  });

  it('refuses to start a node whose Redis cannot be reached, saying so', async () => {
    await expect(buildAppOn(db, { REDIS_URL: 'redis://127.0.0.1:1' })).rejects.toThrow(/REDIS_URL redis:\/\/127\.0\.0\.1:1.*Redis does not answer.*unset REDIS_URL/);
  });
});
