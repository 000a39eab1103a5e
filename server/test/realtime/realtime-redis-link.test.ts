import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SERVER_EVENTS, type ProgressPayload, type StageSnapshot } from '@iprism/shared/contracts';
import type { Db } from '../../src/platform/db/db';
import { openTestDatabase } from '../test-database';
import { buildAppOn, client, connected, createApplicationOf, createPerson, listen, record, signInAs, type ClientSocket } from '../realtime-helpers';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A TCP relay to Redis that a test can cut (every connection dropped, new ones refused) and restore on the same port. */
async function startRedisRelay(target: URL): Promise<{ url: string; cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> }> {
  const open = new Set<Socket>();
  let server: Server;
  let port = 0;
  const listenOn = () =>
    new Promise<void>((resolve) => {
      server = createServer((inbound) => {
        const outbound = connect(Number(target.port || 6379), target.hostname);
        for (const s of [inbound, outbound]) {
          open.add(s);
          s.on('close', () => open.delete(s));
          s.on('error', () => s.destroy());
        }
        inbound.pipe(outbound).pipe(inbound);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const s of open) s.destroy();
    await closed;
  };
  await listenOn();
  return { url: `redis://127.0.0.1:${port}`, cut: stop, restore: listenOn, close: stop };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor<T>(what: string, read: () => T, done: (v: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(50);
  }
}

/**
 * Only node A loses its Redis link (its relay is cut) while node B stays connected: what A published
 * meanwhile never reached B's sockets, and B has no outage of its own to recover from. When A's link is
 * back it tells every node (serverSideEmit), and B re-sends the stored state to its sockets.
 */
describe('live socket when one node alone loses its Redis link', () => {
  let db: Db;
  let relay: Awaited<ReturnType<typeof startRedisRelay>>;
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;
  let socket: ClientSocket | null = null;

  beforeAll(async () => {
    db = await openTestDatabase();
    relay = await startRedisRelay(new URL(REDIS_URL));
    nodeA = await buildAppOn(db, { REDIS_URL: relay.url });
    nodeB = await buildAppOn(db, { REDIS_URL });
    await listen(nodeA);
  }, 30_000);
  afterAll(async () => {
    socket?.disconnect();
    await nodeB?.close();
    await nodeA?.close();
    await relay?.close();
    await db?.close();
  });

  it("re-sends on node B what node A published while A's link was down", async () => {
    const owner = await createPerson(db, 'owner');
    const applicationId = (await createApplicationOf(db, owner.id)).id;
    socket = await connected(client(await listen(nodeB), { token: (await signInAs(nodeB, owner.email)).token }));
    const live = record<ProgressPayload>(socket, SERVER_EVENTS.userProgress);
    const resent = record<StageSnapshot>(socket, SERVER_EVENTS.progress);

    await relay.cut();
    await sleep(500);
    await nodeA.progressBus.publish({ applicationId, stage: 'report', progress: 55, message: 'Drafting the summary' });
    // Long enough for ioredis to give up on the queued publish (it survives 3 reconnect attempts) instead of sending it late.
    await sleep(3_000);

    await relay.restore();
    const got = await waitFor('node B to re-send the report stage', () => resent.filter((s) => s.applicationId === applicationId && s.stage === 'report'), (r) => r.length > 0, 15_000);
    expect(got[0]).toMatchObject({ progress: 55, message: 'Drafting the summary' });
    // The broadcast itself was lost: only the re-send brought it.
    expect(live).toEqual([]);
  }, 30_000);
});
