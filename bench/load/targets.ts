import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAppServer } from '../web/app-server';
import { e2eDemoCorpusDir } from '../../e2e/support/demo-corpus';
import { loadConfig, REPO_ROOT } from '../../server/src/platform/config/config';
import { openDatabase } from '../../server/src/platform/db/open';
import { openPostgres } from '../../server/src/platform/db/postgres';
import { seedUsers, signingMaterial, type Caller, type SigningMaterial } from '../support/bench-users';

/** Users who hold the connected sockets: one socket each, as people with iPrism open in a tab. */
export interface SocketUsers {
  callers: Caller[];
  signing: SigningMaterial;
}

/** What bench:load runs against: a URL, the server processes to watch, the socket users, and how to stop it all. */
export interface LoadTarget {
  name: string;
  url: string;
  pids: number[];
  socketUsers: SocketUsers;
  stop(): Promise<void>;
}

/**
 * Seeds `count` socket users into the target's database before its servers start (PGlite allows one
 * process at a time); migrates it first, as a starting node would.
 */
async function seedSocketUsers(env: Record<string, string>, count: number): Promise<SocketUsers> {
  const db = await openDatabase(loadConfig({ ...process.env, ...env, LOG_LEVEL: 'warn' }));
  try {
    return { callers: await seedUsers(db, count, 'socket-user'), signing: await signingMaterial(db, undefined) };
  } finally {
    await db.close();
  }
}

/**
 * Sign-in and uploads come from one loopback address and four accounts: the per-address and
 * per-account limits that protect production would refuse the bench after a few seconds.
 */
export const LOAD_ENV = {
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
  EMBEDDER: 'off',
  LOG_LEVEL: 'warn',
};

/** A slice of the shared corpus (as e2e imports) so that search has documents to rank. */
function corpusEnv(): Record<string, string> {
  return { DEMO: '1', CORPUS_DEMO_IMPORT: '1', CORPUS_DEMO_DIR: e2eDemoCorpusDir() };
}

/** The embedded default: one `pnpm start` process on PGlite with the in-process queue. */
export async function embeddedTarget(port: number, socketUsers: number): Promise<LoadTarget> {
  const dataDir = mkdtempSync(join(tmpdir(), 'iprism-load-'));
  const users = await seedSocketUsers({ DATA_DIR: dataDir }, socketUsers);
  const server = await startAppServer({ port, dataDir, buildsDir: join(REPO_ROOT, 'builds'), env: { ...LOAD_ENV, ...corpusEnv() } });
  return {
    name: 'embedded (1 node, PGlite)',
    url: server.url,
    pids: [server.pid],
    socketUsers: users,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `pnpm cluster`'s topology: 2 API nodes, 2 workers and nginx on PostgreSQL and Redis, in a throwaway database. */
export async function clusterTarget(port: number, socketUsers: number): Promise<LoadTarget> {
  const { startCluster } = await import('../../scripts/cluster/cluster');
  const server = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `iprism_load_${process.pid}`;
  const admin = async (sql: string) => {
    const db = openPostgres(server, { max: 1 });
    try {
      await db.query(sql);
    } finally {
      await db.close();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const databaseUrl = Object.assign(new URL(server), { pathname: `/${name}` }).toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'iprism-load-cluster-'));
  const users = await seedSocketUsers({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, socketUsers);
  const cluster = await startCluster({ port, databaseUrl, redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', dataDir, env: { ...LOAD_ENV, ...corpusEnv() } });
  return {
    name: 'cluster (nginx, 2 API nodes, 2 workers, PostgreSQL, Redis)',
    url: cluster.url,
    pids: [cluster.nginx, ...cluster.nodes, ...cluster.workers].map((p) => p.pid),
    socketUsers: users,
    async stop() {
      await cluster.stop();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
