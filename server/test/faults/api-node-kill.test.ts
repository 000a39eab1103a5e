import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { CLIENT_EVENTS, CSRF_HEADER, SERVER_EVENTS, SOCKET_PATH, appChannel, type ProgressPayload } from '@iprism/shared/contracts';
import { startCluster, type Cluster, type ManagedProcess } from '../../../scripts/cluster/cluster';
import { freePort } from '../server-process';
import type { ClientSocket } from '../realtime-helpers';
import { TEST_ISOLATION_ENV } from '../test-isolation';
import { createScratchDatabase } from './own-services';

/**
 * Fault: kill -9 an API node while browsers are connected through nginx. Its clients
 * reconnect through the load balancer to the other node, the stored progress answers `request-progress`
 * there, and progress published after the kill reaches every client. Its steps run in order inside one
 * cluster (2 API nodes, 1 worker, nginx) on its own database and its own queue prefix in the shared
 * Redis (nothing there is flushed; the socket adapter's rooms are named by this run's unique ids).
 */
const PASSWORD = 'iprism-demo';
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CLIENTS = 6;
/** The client's own retry pace (the product's policy starts near 1 s; short here to measure the failover, not the backoff). */
const RECONNECT_DELAY_MS = 200;
const RECOVERY_LIMIT_MS = 15_000;

async function signIn(url: string, email: string): Promise<{ token: string; csrf: string }> {
  const res = await fetch(`${url}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (res.status !== 200) throw new Error(`sign-in ${email} at ${url}: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  const csrf = (await (await fetch(`${url}/api/csrf-token`, { headers: { authorization: `Bearer ${token}` } })).json()) as { token: string };
  return { token, csrf: csrf.token };
}

const post = (url: string, auth: { token: string; csrf: string }, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.token}`, [CSRF_HEADER]: auth.csrf }, body: JSON.stringify(body) });

/**
 * The node nginx sends `localAddress` to, read from its access log: ip_hash keeps one node per client
 * network (/24), so a probe from the client's own address lands where its socket is.
 */
async function nodeOf(cluster: Cluster, localAddress: string): Promise<string> {
  const probe = `probe-${Math.random().toString(36).slice(2)}`;
  const port = Number(new URL(cluster.url).port);
  await new Promise<void>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, localAddress, path: `/api/health?${probe}` }, (res) => {
      res.resume();
      res.once('end', () => resolve());
    });
    req.once('error', reject);
    req.end();
  });
  // nginx logs a request after answering it: the line may land a moment after the response ends.
  let line: string | undefined;
  for (let i = 0; i < 50 && !line; i++) {
    line = readFileSync(join(cluster.runDir, 'access.log'), 'utf8')
      .split('\n')
      .find((l) => l.includes(probe));
    if (!line) await new Promise((r) => setTimeout(r, 50));
  }
  // After a failover the log lists every node tried ("dead:port, live:port"): the last one answered.
  const upstream = /upstream=([^\s,]+(?:, [^\s,]+)*)/.exec(line ?? '')?.[1]?.split(', ').pop();
  if (!upstream) throw new Error(`no access log line for ${probe}: ${line}`);
  return `http://${upstream}`;
}

/** A JSON request from a chosen client address (fetch cannot pick its source address). */
function requestFrom(localAddress: string, url: string, init: { method?: string; headers?: Record<string, string>; body?: string }): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, localAddress }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => void (text += chunk));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as unknown }));
    });
    req.once('error', reject);
    req.end(init.body);
  });
}

const nameOf = (nodes: ManagedProcess[], url: string) => nodes.find((n) => n.url === url)?.name ?? url;

interface Browser {
  address: string;
  socket: ClientSocket;
  disconnects: number;
  connects: number;
  progress: ProgressPayload[];
}

describe('fault: kill -9 an API node behind nginx', () => {
  const queuePrefix = `iprism-nodekill-${process.pid}-${Date.now()}`;
  let database: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
  const dataDir = mkdtempSync(join(tmpdir(), 'iprism-nodekill-'));
  let cluster: Cluster | null = null;
  const browsers: Browser[] = [];
  let applicationId = '';
  let staff = { token: '', csrf: '' };

  beforeAll(async () => {
    database = await createScratchDatabase(ADMIN_URL, 'nodekill');
    cluster = await startCluster({
      port: await freePort(),
      databaseUrl: database.url,
      redisUrl: REDIS_URL,
      dataDir,
      apiNodes: 2,
      workers: 1,
      env: { ...TEST_ISOLATION_ENV, QUEUE_PREFIX: queuePrefix, DEMO: '1', DEMO_PASSWORD: PASSWORD, EMBEDDER: 'off', CORPUS_DEMO_IMPORT: '0', BUILDS_DIR: join(dataDir, 'no-builds'), LOG_LEVEL: 'warn' },
    });
  }, 180_000);

  afterAll(async () => {
    for (const b of browsers) b.socket.disconnect();
    await cluster?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('accepts on node B the session and security token node A issued (one signing key, one CSRF secret)', async () => {
    const [a, b] = cluster!.nodes;
    if (!a?.url || !b?.url) throw new Error('the cluster has fewer than 2 nodes');
    staff = await signIn(a.url, 'admin@iprism.example');
    const created = await post(`${b.url}/api/dev/applications`, staff, { ownerEmail: 'pro@lawfirm.example', title: 'Cluster: node kill' });
    expect(created.status).toBe(201);
    applicationId = ((await created.json()) as { id: string }).id;
    // Stored progress, as if the first stages had run: what a reconnecting browser must get back.
    for (const [stage, progress] of [['upload', 100], ['report', 100], ['priorArt', 40]] as const) {
      expect((await post(`${a.url}/api/dev/progress`, staff, { applicationId, stage, progress, final: progress === 100 })).status).toBe(202);
    }
    console.log(`✓ a token and CSRF token from ${a.name} were accepted by ${b.name} (application ${applicationId} created there)`);
  });

  it('records the client address behind nginx, not a forged X-Forwarded-For (TRUST_PROXY = nginx)', async () => {
    const c = cluster!;
    const client = '127.0.3.1';
    const signedIn = await requestFrom(client, `${c.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ email: 'standard@lawfirm.example', password: PASSWORD }),
    });
    expect(signedIn.status).toBe(200);
    const { token } = signedIn.json as { token: string };
    const listed = await requestFrom(client, `${c.url}/api/auth/sessions`, { headers: { authorization: `Bearer ${token}` } });
    const current = (listed.json as { sessions: { current: boolean; ip: string }[] }).sessions.find((s) => s.current);
    expect(current?.ip).toBe(client);
    console.log(`✓ a sign-in from ${client} through nginx was recorded as ${current?.ip} (the forged X-Forwarded-For ignored): per-IP rate limits key on the client`);
  });

  it('moves the clients of a killed node to the other node, with current progress and live updates', async () => {
    const c = cluster!;
    const pro = await signIn(c.url, 'pro@lawfirm.example');
    // Client addresses in different /24 networks, so ip_hash spreads them over the nodes like real users.
    for (let i = 0; i < CLIENTS; i++) {
      const address = `127.0.${10 + i * 7}.1`;
      const socket: ClientSocket = io(c.url, {
        path: SOCKET_PATH,
        transports: ['websocket', 'polling'],
        localAddress: address,
        forceNew: true,
        reconnectionDelay: RECONNECT_DELAY_MS,
        reconnectionDelayMax: RECONNECT_DELAY_MS,
        randomizationFactor: 0,
        timeout: 3_000,
        auth: (cb) => cb({ token: pro.token }),
      } as Parameters<typeof io>[1]);
      const browser: Browser = { address, socket, disconnects: 0, connects: 0, progress: [] };
      socket.on('disconnect', () => void (browser.disconnects += 1));
      // As the product's client does after every (re)connect: join the application's room again.
      socket.on('connect', () => {
        browser.connects += 1;
        socket.emit(CLIENT_EVENTS.subscribe, { channel: appChannel(applicationId) });
      });
      (socket as unknown as { on(e: string, l: (p: ProgressPayload) => void): void }).on(SERVER_EVENTS.appProgress, (p) => void browser.progress.push(p));
      browsers.push(browser);
    }
    await waitFor(() => browsers.every((b) => b.connects === 1), 10_000, 'every client connected');

    const placement = new Map<Browser, string>();
    for (const b of browsers) placement.set(b, await nodeOf(c, b.address));
    const counts = c.nodes.map((n) => [...placement.values()].filter((u) => u === n.url).length);
    const [first, second] = c.nodes;
    if (!first || !second) throw new Error('the cluster has fewer than 2 nodes');
    const [victim, survivor] = (counts[0] ?? 0) >= (counts[1] ?? 0) ? [first, second] : [second, first];
    const moved = browsers.filter((b) => placement.get(b) === victim.url);
    const stayed = browsers.filter((b) => placement.get(b) !== victim.url);
    console.log(`✓ ${CLIENTS} clients connected through nginx: ${c.nodes.map((n, i) => `${counts[i]} on ${n.name}`).join(', ')}`);

    const before = await Promise.all(browsers.map((b) => requestProgress(b.socket, applicationId)));

    const killedAt = Date.now();
    await victim.kill9();
    await waitFor(() => moved.every((b) => b.disconnects === 1 && b.connects === 2), RECOVERY_LIMIT_MS, `the ${moved.length} clients of ${victim.name} reconnected`);
    const recoverySeconds = (Date.now() - killedAt) / 1000;
    for (const b of moved) expect(await nodeOf(c, b.address)).toBe(survivor.url);
    for (const b of stayed) expect(b.disconnects).toBe(0);
    console.log(`✓ ${moved.length} clients of ${victim.name} (killed with SIGKILL) reconnected through nginx to ${nameOf(c.nodes, survivor.url!)} within ${recoverySeconds.toFixed(1)} s; ${stayed.length} on ${survivor.name} never dropped`);

    const after = await Promise.all(browsers.map((b) => requestProgress(b.socket, applicationId)));
    expect(after).toEqual(before);
    const stored = after[0] ?? [];
    expect(stored).toEqual(expect.arrayContaining([expect.objectContaining({ stage: 'priorArt', progress: 40 })]));
    console.log(`✓ request-progress after the kill returned the stored progress (${stored.map((s) => `${s.stage} ${s.progress}`).join(', ')}) to all ${CLIENTS} clients`);

    // The staff token was minted by the first node, which may be the dead one: the survivor still takes it.
    const published = await post(`${c.url}/api/dev/progress`, staff, { applicationId, stage: 'priorArt', progress: 80 });
    expect(published.status).toBe(202);
    await waitFor(() => browsers.every((b) => b.progress.some((p) => p.applicationId === applicationId && p.progress === 80)), 5_000, 'progress published after the kill reached every client');
    console.log(`✓ progress published after the kill (priorArt 80) reached all ${CLIENTS} clients`);
  }, 90_000);
});

type StageRow = { stage: string; progress: number };

async function requestProgress(socket: ClientSocket, applicationId: string): Promise<StageRow[]> {
  const reply = (await socket.timeout(5_000).emitWithAck(CLIENT_EVENTS.requestProgress, { applicationId, stage: 'all' })) as { ok: boolean; snapshot?: { stages: StageRow[] } };
  if (!reply.ok || !reply.snapshot) throw new Error(`request-progress refused: ${JSON.stringify(reply)}`);
  return reply.snapshot.stages.map((s) => ({ stage: s.stage, progress: s.progress })).sort((x, y) => x.stage.localeCompare(y.stage));
}

async function waitFor(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
