/**
 * bench:realtime — live progress fan-out (docs/benchmarks.md "Live progress (bench:realtime)").
 *
 *   pnpm bench:realtime [--clients=1000,5000] [--rate=10000] [--seconds=10]
 *
 * For each client count: (a) one product node, (b) two product nodes through the Redis adapter (REDIS_URL,
 * default redis://127.0.0.1:6379) with the clients split across them and every publish on node A, and
 * (c) the floor, a plain `ws` server broadcasting the same payload. Every server is its own process
 * (--expose-gc, IPC hooks in server-node.ts / floor-ws.ts); the clients are spread over two worker processes.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { fork } from 'node:child_process';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Collected, Target } from './clients';
import { forkChild, type Child } from './ipc';
import { cpuPerPublish, formatTable, parseOptions, publishPlan, summarizeScenario, type Options, type ScenarioRow } from './report';
import type { Seed } from './server-node';

const HERE = __dirname;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const WORKERS = 2;
const WARM_UP_PUBLISHES = 2;
/** After the last publish, wait until every expected event arrived or none arrived for this long. */
const DRAIN_IDLE_MS = 2_000;
const DRAIN_MAX_MS = 20_000;

type Memory = { rss: number; heapUsed: number };
type PublishResult = { start: number; errors: number; publishMs: number[] };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

function seedDataDir(dir: string, clients: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(join(HERE, 'server-node.ts'), ['seed', String(clients)], { execArgv: ['--import', 'tsx'], env: { ...process.env, DATA_DIR: dir }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding ${clients} users failed (exit ${code})`))));
  });
}

async function totalCount(workers: Child[]): Promise<number> {
  const counts = await Promise.all(workers.map((w) => w.call<number>('count')));
  return counts.reduce((a, b) => a + b, 0);
}

async function drain(workers: Child[], expected: number): Promise<void> {
  const deadline = Date.now() + DRAIN_MAX_MS;
  let last = -1;
  let lastChange = Date.now();
  while (Date.now() < deadline) {
    const n = await totalCount(workers);
    if (n >= expected) return;
    if (n !== last) [last, lastChange] = [n, Date.now()];
    else if (Date.now() - lastChange > DRAIN_IDLE_MS) return;
    await sleep(100);
  }
}

/** CPU time the processes have used so far, summed, milliseconds. */
async function cpuOf(children: Child[]): Promise<number> {
  const each = await Promise.all(children.map((c) => c.call<number>('cpu')));
  return each.reduce((a, b) => a + b, 0);
}

async function collect(workers: Child[]): Promise<Collected> {
  const parts = await Promise.all(workers.map((w) => w.call<Collected>('collect')));
  const latencies = new Float64Array(parts.reduce((n, p) => n + p.latencies.length, 0));
  let offset = 0;
  for (const p of parts) {
    latencies.set(p.latencies, offset);
    offset += p.latencies.length;
  }
  return {
    latencies,
    firstReceive: Math.min(...parts.map((p) => p.firstReceive || Infinity)),
    lastReceive: Math.max(...parts.map((p) => p.lastReceive)),
    disconnects: parts.reduce((n, p) => n + p.disconnects, 0),
    refreshes: parts.reduce((n, p) => n + p.refreshes, 0),
    refreshFailures: parts.reduce((n, p) => n + p.refreshFailures, 0),
    errors: parts.flatMap((p) => p.errors),
  };
}

interface ScenarioSetup {
  label: string;
  kind: 'socketio' | 'ws';
  /** The server processes; publishes go to the first. */
  servers: Child[];
  urls: string[];
  seed: Seed;
}

/** Connects `clients` clients (round-robin over the URLs, split over WORKERS processes), warms up, measures one window. */
async function measure(setup: ScenarioSetup, clients: number, options: Options): Promise<ScenarioRow> {
  const workers = await Promise.all(Array.from({ length: WORKERS }, () => forkChild(join(HERE, 'clients.ts'))));
  try {
    const before = await Promise.all(setup.servers.map((s) => s.call<Memory>('memory')));
    const { applicationId, signing } = setup.seed;
    const perWorker: Target[][] = workers.map(() => setup.urls.map((url) => ({ url, callers: [] })));
    setup.seed.callers.slice(0, clients).forEach((caller, i) => perWorker[i % WORKERS]![Math.floor(i / WORKERS) % setup.urls.length]!.callers.push(caller));
    const connects = await Promise.all(workers.map((w, i) => w.call<{ opened: number; failed: number; connectMs: number }>('connect', { kind: setup.kind, targets: perWorker[i], applicationId, signing })));
    const opened = connects.reduce((n, c) => n + c.opened, 0);
    console.log(`  ${setup.label}: ${opened}/${clients} clients connected in ${Math.max(...connects.map((c) => c.connectMs))} ms`);
    await sleep(1_000);
    const after = await Promise.all(setup.servers.map((s) => s.call<Memory>('memory')));

    const plan = publishPlan(options, clients);
    const publisher = setup.servers[0]!;
    await publisher.call<PublishResult>('publish', { count: WARM_UP_PUBLISHES, intervalMs: plan.intervalMs, applicationId });
    await drain(workers, WARM_UP_PUBLISHES * opened);
    await collect(workers);

    const cpuBefore = await Promise.all([cpuOf(setup.servers), cpuOf(workers)]);
    const published = await publisher.call<PublishResult>('publish', { ...plan, applicationId });
    await drain(workers, (plan.count - published.errors) * opened);
    const cpuAfter = await Promise.all([cpuOf(setup.servers), cpuOf(workers)]);
    const [serverCpuMs, clientCpuMs] = [cpuAfter[0] - cpuBefore[0], cpuAfter[1] - cpuBefore[1]];
    const got = await collect(workers);
    if (published.errors) console.log(`  ${setup.label}: ${published.errors} publishes failed`);
    console.log(`  ${setup.label}: auth:refresh ok ${got.refreshes}, failed ${got.refreshFailures} (whole run)`);
    if (got.errors.length) console.log(`  ${setup.label}: client errors (first ${got.errors.length}): ${[...new Set(got.errors)].join('; ')}`);
    const cpu = cpuPerPublish(serverCpuMs, clientCpuMs, plan.count - published.errors, availableParallelism());
    console.log(
      `  ${setup.label}: CPU per publish: servers ${cpu.serverMs.toFixed(0)} ms + clients ${cpu.clientMs.toFixed(0)} ms, ` +
        `so at least ${cpu.wallMs.toFixed(0)} ms of wall time on ${availableParallelism()} cores`,
    );
    const publishSorted = [...published.publishMs].sort((a, b) => a - b);
    console.log(`  ${setup.label}: publish() call median ${publishSorted[Math.floor(publishSorted.length / 2)]?.toFixed(1)} ms (until the last frame is written), load average ${load()}`);
    return summarizeScenario({
      label: setup.label,
      clients,
      opened,
      published: plan.count - published.errors,
      publishStart: published.start,
      lastReceive: got.lastReceive,
      latencies: got.latencies,
      rssDelta: after.reduce((n, m, i) => n + m.rss - before[i]!.rss, 0),
      heapDelta: after.reduce((n, m, i) => n + m.heapUsed - before[i]!.heapUsed, 0),
      disconnects: got.disconnects,
      serverCpuMs,
      clientCpuMs,
    });
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
  }
}

async function productNodes(dataDirs: string[], redisUrl: string): Promise<{ nodes: Child[]; urls: string[] }> {
  const nodes: Child[] = [];
  try {
    for (const dir of dataDirs) nodes.push(await forkChild(join(HERE, 'server-node.ts'), ['serve'], { DATA_DIR: dir, REDIS_URL: redisUrl }));
  } catch (err) {
    await Promise.all(nodes.map((n) => n.stop()));
    throw err;
  }
  const ready = (nodes as (Child & { ready: Record<string, unknown> })[]).map((n) => n.ready);
  return { nodes, urls: ready.map((r) => r.url as string) };
}

async function forClients(work: string, clients: number, options: Options): Promise<ScenarioRow[]> {
  const seedDir = join(work, `seed-${clients}`);
  const t0 = Date.now();
  await seedDataDir(seedDir, clients);
  console.log(`${clients} clients: seeded ${clients} users in ${Date.now() - t0} ms`);
  // Copies of one seeded database: same users, sessions and signing key. Node B's copy only serves
  // handshakes and subscribe checks; every publish (and so every write) happens on node A.
  const copy = (name: string) => {
    const dir = join(work, `${name}-${clients}`);
    cpSync(seedDir, dir, { recursive: true });
    return dir;
  };
  const dirs = { one: copy('one'), a: copy('two-a'), b: copy('two-b') };
  const seed = JSON.parse(readFileSync(join(seedDir, 'seed.json'), 'utf8')) as Seed;
  const rows: ScenarioRow[] = [];

  {
    const { nodes, urls } = await productNodes([dirs.one], '');
    try {
      rows.push(await measure({ label: '(a) one node', kind: 'socketio', servers: nodes, urls, seed }, clients, options));
    } finally {
      await Promise.all(nodes.map((n) => n.stop()));
    }
  }
  {
    const { nodes, urls } = await productNodes([dirs.a, dirs.b], REDIS_URL);
    try {
      rows.push(await measure({ label: '(b) two nodes + Redis', kind: 'socketio', servers: nodes, urls, seed }, clients, options));
    } finally {
      await Promise.all(nodes.map((n) => n.stop()));
    }
  }
  {
    const floor = await forkChild(join(HERE, 'floor-ws.ts'));
    try {
      const url = floor.ready.url as string;
      rows.push(await measure({ label: '(c) floor: plain ws', kind: 'ws', servers: [floor], urls: [url], seed: { ...seed, applicationId: 'floor' } }, clients, options));
    } finally {
      await floor.stop();
    }
  }
  return rows;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const work = mkdtempSync(join(tmpdir(), 'iprism-bench-rt-'));
  console.log(`bench:realtime ${JSON.stringify(options)}, Redis ${REDIS_URL}, load average before: ${load()}`);
  const rows: ScenarioRow[] = [];
  try {
    for (const clients of options.clients) rows.push(...(await forClients(work, clients, options)));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log(`\nload average after: ${load()}\n`);
  console.log(formatTable(rows));
  console.log(
    `\nLatency: receive time minus the payload's publish timestamp (the progress bus stamps it when publish() starts, ` +
      `before its database read and write; the floor stamps it when it broadcasts). Memory: server RSS / heap growth ` +
      `after a full GC from connecting the clients, summed over the scenario's server processes, divided by the clients.`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
