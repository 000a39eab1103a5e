import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { UPLOAD_MAX_BYTES_DEFAULT } from '@iprism/shared/contracts';
import { nginxConfig } from './nginx-config';
import { startNginx } from './nginx';
import { freePort, httpOk, outputContains, serverEntry, startProcess, WORKER_READY_TEXT, type ManagedProcess } from './processes';

export type { ManagedProcess };

export interface ClusterOptions {
  /** The load balancer's port: the one URL browsers use. */
  port: number;
  databaseUrl: string;
  redisUrl: string;
  /** Shared by every node and worker: the uploaded files. */
  dataDir: string;
  apiNodes?: number;
  workers?: number;
  /** Passed to every node and worker (DEMO, CSRF_SECRET, LOG_LEVEL, EMBEDDER, …). HOST is where nginx listens (127.0.0.1 by default). */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export interface Cluster {
  url: string;
  nodes: ManagedProcess[];
  workers: ManagedProcess[];
  nginx: ManagedProcess;
  /** nginx's config and logs (`access.log` names the node of every request: `upstream=host:port`); removed by stop(). */
  runDir: string;
  stop(): Promise<void>;
}

const QUIETER_THAN_INFO = ['warn', 'error', 'fatal', 'silent'];
const verboseEnough = (level = 'info') => (QUIETER_THAN_INFO.includes(level) ? 'info' : level);

const label = (i: number) => String.fromCharCode('a'.charCodeAt(0) + i);

/** Distinct free ports: the OS may hand out one just released twice in a row. */
async function freePorts(count: number, taken: ReadonlySet<number>): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < count) {
    const p = await freePort();
    if (!taken.has(p) && !ports.includes(p)) ports.push(p);
  }
  return ports;
}

/**
 * `apiNodes` API nodes (server/src/main.ts, PIPELINE_WORKERS=0) on loopback ports, `workers` pipeline
 * workers (server/src/worker-main.ts) and nginx in front, on one PostgreSQL, one Redis and one DATA_DIR.
 * Every node gets the same CSRF_SECRET (the session signing key is shared through the database), so
 * any node accepts what another issued. Nodes start together: migrations, the signing key and the demo
 * seed are serialised by database locks.
 */
export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const apiNodes = opts.apiNodes ?? 2;
  const workerCount = opts.workers ?? 2;
  if (apiNodes < 1) throw new Error('startCluster: at least one API node');
  const log = opts.log ?? (() => undefined);
  const dataDir = resolve(opts.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const { HOST: lbHost = '127.0.0.1', ...passed } = opts.env ?? {};
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'info',
    // nginx connects from 127.0.0.1: believe its X-Forwarded-For, and only its (not all of 127/8, or a client
    // on another loopback address could forge its IP for the rate limits).
    TRUST_PROXY: '127.0.0.1',
    CSRF_SECRET: randomBytes(32).toString('base64url'),
    ...passed,
    DATABASE_URL: opts.databaseUrl,
    REDIS_URL: opts.redisUrl,
    DATA_DIR: dataDir,
  };
  const runDir = mkdtempSync(join(tmpdir(), 'iprism-cluster-'));
  const started: ManagedProcess[] = [];
  const stopAll = async (processes: ManagedProcess[]) => {
    await Promise.all(processes.map((p) => p.stop().catch((err: unknown) => log(`[${p.name}] stop failed: ${String(err)}`))));
  };
  const prefixed = (name: string) => (line: string) => log(`[${name}] ${line}`);

  const pending: Promise<unknown>[] = [];
  const track = <T extends ManagedProcess>(p: Promise<T>): Promise<T> => {
    const tracked = p.then((proc) => {
      started.push(proc);
      return proc;
    });
    pending.push(tracked);
    return tracked;
  };
  try {
    const ports = await freePorts(apiNodes, new Set([opts.port]));
    const nodesStarting = ports.map((port, i) => {
      const name = `api-${label(i)}`;
      return track(
        startProcess({
          name,
          ...serverEntry('main.ts'),
          env: { ...env, HOST: '127.0.0.1', PORT: String(port), PIPELINE_WORKERS: '0' },
          ready: httpOk(name, `http://127.0.0.1:${port}/api/health`),
          log: prefixed(name),
        }).then((p) => Object.assign(p, { url: `http://127.0.0.1:${port}` })),
      );
    });
    const workersStarting = Array.from({ length: workerCount }, (_, i) => {
      const name = `worker-${i + 1}`;
      return track(
        startProcess({
          name,
          ...serverEntry('worker-main.ts'),
          // Its ready line is logged at info: a quieter level would hide it.
          env: { ...env, PIPELINE_WORKERS: passed.PIPELINE_WORKERS ?? '1', LOG_LEVEL: verboseEnough(env.LOG_LEVEL) },
          ready: outputContains(name, WORKER_READY_TEXT, 120_000),
          log: prefixed(name),
        }),
      );
    });
    const nodes = await Promise.all(nodesStarting);
    const uploadMaxBytes = Number(env.UPLOAD_MAX_BYTES || UPLOAD_MAX_BYTES_DEFAULT);
    const config = nginxConfig({
      port: opts.port,
      host: lbHost,
      upstreams: ports.map((p) => `127.0.0.1:${p}`),
      dir: runDir,
      uploadMaxBytes,
      // As root, nginx would run its workers as nobody, who cannot write to the run directory.
      user: process.getuid?.() === 0 ? 'root' : undefined,
    });
    const nginx = await track(startNginx({ dir: runDir, config, port: opts.port, log: prefixed('nginx') }));
    const workers = await Promise.all(workersStarting);
    let stopped = false;
    return {
      url: `http://127.0.0.1:${opts.port}`,
      nodes,
      workers,
      nginx,
      runDir,
      async stop() {
        if (stopped) return;
        stopped = true;
        // Outside in: no new requests, then the nodes drain their sockets, then the workers finish their jobs.
        await stopAll([nginx]);
        await stopAll(nodes);
        await stopAll(workers);
        rmSync(runDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    // Let every start settle first, so no process that was still starting is left running behind the error.
    await Promise.allSettled(pending);
    await stopAll(started);
    rmSync(runDir, { recursive: true, force: true });
    throw err;
  }
}
