import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openPostgres } from '../../server/src/platform/db/postgres';
import { APP_NAMES, ROOT } from '../lib/apps';
import { buildApps, planBuild } from '../lib/build-apps';
import { startCluster } from './cluster';
import { quoteIdentifier, splitDatabaseUrl } from './database-url';
import { NGINX_BIN, NGINX_INSTALL } from './nginx';

/**
 * `pnpm cluster [--nodes N] [--workers N]`: the scale-out topology on this machine — API nodes and pipeline
 * workers as separate processes behind nginx, on the PostgreSQL and Redis servers — as the model for
 * production (docs/operations.md "Running at scale"). Ctrl-C stops it gracefully.
 */
const DEFAULTS = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/iprism_cluster',
  REDIS_URL: 'redis://127.0.0.1:6379',
  PORT: '8080',
  DATA_DIR: '.data/cluster',
  DEMO: '1',
};

async function ensureDatabase(databaseUrl: string): Promise<void> {
  const { name, adminUrl } = splitDatabaseUrl(databaseUrl);
  const db = openPostgres(adminUrl, { max: 1 });
  try {
    const { rows } = await db.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) {
      await db.query(`CREATE DATABASE ${quoteIdentifier(name)}`);
      console.log(`› created database ${name}`);
    }
  } finally {
    await db.close();
  }
}

/** nginx from Debian's packages when it is missing and we may install it; otherwise the exact command. */
function ensureNginx(): void {
  if (existsSync(NGINX_BIN)) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('› installing nginx (Debian package)');
    const res = spawnSync('sh', ['-c', NGINX_INSTALL], { stdio: 'inherit' });
    if (res.status === 0 && existsSync(NGINX_BIN)) return;
  }
  throw new Error(`nginx is not installed (${NGINX_BIN}). Install it with:\n  sudo sh -c '${NGINX_INSTALL}'\nor point NGINX_BIN at an nginx binary.`);
}

/** The nodes must share one CSRF key; kept in DATA_DIR so a restarted cluster still takes open pages' tokens. */
function csrfSecret(dataDir: string): string {
  if (process.env.CSRF_SECRET) return process.env.CSRF_SECRET;
  const file = join(dataDir, 'csrf-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function count(value: string | undefined, fallback: number, what: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || (what === '--nodes' && n < 1)) throw new Error(`${what} must be a whole number${what === '--nodes' ? ' ≥ 1' : ''} (got ${value})`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { nodes: { type: 'string' }, workers: { type: 'string' } } });
  const apiNodes = count(values.nodes, 2, '--nodes');
  const workers = count(values.workers, 2, '--workers');
  const env = { ...process.env } as Record<string, string>;
  const setting = (key: keyof typeof DEFAULTS): string => env[key] || DEFAULTS[key];
  const port = Number(setting('PORT'));
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be a port number (got ${setting('PORT')})`);
  const databaseUrl = setting('DATABASE_URL');
  const redisUrl = setting('REDIS_URL');
  const dataDir = resolve(ROOT, setting('DATA_DIR'));
  const demo = setting('DEMO');

  ensureNginx();
  const plan = planBuild(APP_NAMES);
  if (plan.length > 0) {
    console.log(`› building ${plan.map((p) => p.name).join(', ')} (missing or stale)`);
    await buildApps(plan);
  } else {
    console.log('› build is up to date');
  }
  await ensureDatabase(databaseUrl);

  console.log(`› starting ${apiNodes} API node(s), ${workers} worker(s) and nginx`);
  // The nodes get every variable of this shell (LOG_LEVEL, EMBEDDER, SMTP_URL, …); HOST is nginx's listen address.
  const cluster = await startCluster({
    port,
    databaseUrl,
    redisUrl,
    dataDir,
    apiNodes,
    workers,
    env: { HOST: '0.0.0.0', ...env, DEMO: demo, CSRF_SECRET: csrfSecret(dataDir) },
    log: (line) => console.log(line),
  });

  const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
  console.log(`
iPrism cluster
  nginx (ip_hash)  :${port}  → ${cluster.nodes.map((n) => `${n.name} ${n.url}`).join(', ')}
  workers          ${cluster.workers.map((w) => `${w.name} (pid ${w.pid})`).join(', ') || 'none: uploads wait in the queue'}
  PostgreSQL       ${redact(databaseUrl)}
  Redis            ${redact(redisUrl)}
  files            ${dataDir}
  nginx logs       ${cluster.runDir}

  Open http://localhost:${port}${demo === '1' ? ` — demo accounts above (password: ${env.DEMO_PASSWORD ?? 'iprism-demo'})` : ''}. Ctrl-C stops everything.
`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`› ${signal}: stopping nginx, then the API nodes, then the workers`);
    cluster.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
