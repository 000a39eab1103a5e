import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort } from '../server-process';

/**
 * Redis and PostgreSQL servers of a fault test's own, on free loopback ports: a test that stops and
 * restarts a service must never touch the shared ones other tests and helpers use.
 */

const run = promisify(execFile);
/** The newest PostgreSQL server Debian installed (scripts/system-services.sh installs one where none is). */
function pgBin(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  return join('/usr/lib/postgresql', versions[0] ?? '', 'bin');
}
const START_TIMEOUT_MS = 20_000;

export interface OwnRedis {
  url: string;
  /** SHUTDOWN NOSAVE (SIGTERM with --save ""): every key is gone when it starts again. */
  stop(): Promise<void>;
  /** On the same port, empty. */
  start(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), START_TIMEOUT_MS);
      proc.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      proc.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${code}):\n${output}`));
      });
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async stop() {
      const proc = child;
      child = null;
      if (!proc || proc.exitCode !== null) return;
      const exited = new Promise((resolve) => proc.once('exit', resolve));
      proc.kill('SIGTERM');
      await exited;
    },
  };
}

export interface OwnPostgres {
  /** Superuser URL of the `postgres` database. */
  url: string;
  /** `pg_ctl stop -m fast`: open sessions are terminated (57P01), new connections refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and deletes its data directory. */
  destroy(): Promise<void>;
}

/** A throwaway cluster in a temp directory, run as the `postgres` user (the server refuses to run as root). */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const PG_BIN = pgBin();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'iprism-pg-'));
  const asPostgres = userInfo().uid === 0 ? (cmd: string, args: string[]) => run('runuser', ['-u', 'postgres', '--', cmd, ...args]) : (cmd: string, args: string[]) => run(cmd, args);
  if (userInfo().uid === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = join(dir, 'data');
  await asPostgres(join(PG_BIN, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await asPostgres(join(PG_BIN, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', String(START_TIMEOUT_MS / 1000), 'start']);
  };
  const stop = async () => {
    await asPostgres(join(PG_BIN, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    start,
    stop,
    async destroy() {
      await asPostgres(join(PG_BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A database of its own on the shared PostgreSQL server, dropped again by `drop`. */
export async function createScratchDatabase(adminUrl: string, label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `iprism_${label}_${process.pid}_${Date.now()}`;
  const admin = async (sql: string) => {
    const c = new Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  return { url: adminUrl.replace(/\/[^/]*$/, `/${name}`), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
