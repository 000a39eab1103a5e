import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../src/platform/db/db';
import { migrate } from '../src/platform/db/migrate';
import { openDatabase } from '../src/platform/db/open';
import { openPglite } from '../src/platform/db/pglite';

/**
 * Where the server tests keep their data. Unset: PGlite, as the embedded default runs. Set (CI's second
 * jest run, `jest-pg`): a PostgreSQL server, on which every test gets a database of its own, created here
 * and dropped when the test closes it, so tests in parallel workers never see each other's rows.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL || undefined;

/** The engine the server tests run on, for the few assertions that depend on it. */
export const TEST_ENGINE: Db['kind'] = SERVER_URL ? 'postgres' : 'pglite';

/**
 * The jest run's id (its main process, set by databases-global-setup.ts) prefixes every name, so the
 * run's teardown can drop what a test left behind (an app never closed, a beforeAll that threw).
 */
const RUN = process.env.IPRISM_TEST_RUN ?? String(process.pid);
const PREFIX = 'iprism_t_';

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(`TEST_DATABASE_URL ${SERVER_URL}: cannot connect (${err instanceof Error ? err.message : String(err)})`, { cause: err });
  }
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates an empty database on the server and answers its URL. */
async function createServerDatabase(): Promise<{ name: string; url: string }> {
  // Unique per run and call: jest workers and other test runs share the server.
  const name = `${PREFIX}${RUN}_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL!);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** FORCE ends connections a failed test left open (PostgreSQL 13+). */
const dropServerDatabase = (name: string) => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

/** Drops every database of jest run `run` still on the server; answers how many. */
export async function dropRunDatabases(run: string): Promise<number> {
  if (!SERVER_URL) return 0;
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE starts_with(datname, $1)`, [`${PREFIX}${run}_`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    return rows.length;
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database for one test; its `close()` also drops it (PostgreSQL) or frees it (in-memory PGlite). */
export async function openTestDatabase(): Promise<Db> {
  if (!SERVER_URL) {
    const db = await openPglite();
    await migrate(db);
    return db;
  }
  const { name, url } = await createServerDatabase();
  let db: Db;
  try {
    db = await openDatabase({ dataDir: '', databaseUrl: url });
  } catch (err) {
    await dropServerDatabase(name);
    throw err;
  }
  return {
    ...db,
    async close() {
      try {
        await db.close();
      } finally {
        await dropServerDatabase(name);
      }
    },
  };
}

/**
 * A database that outlives its handles, for tests of restarts and of server child processes: `open()`
 * may be called again after closing, and sees the same data. On PGlite the data lives in `dataDir`
 * (where a server started with DATA_DIR=dataDir keeps it); on PostgreSQL in a database of its own.
 */
export interface DurableTestDatabase {
  /** Environment a server process needs to use this database (DATABASE_URL; nothing for PGlite). */
  readonly env: Record<string, string>;
  /** Opens and migrates it, as a starting server does. */
  open(): Promise<Db>;
  /** Drops it (PostgreSQL); PGlite's files go with `dataDir`, which the test removes. */
  drop(): Promise<void>;
}

export async function createDurableTestDatabase(dataDir: string): Promise<DurableTestDatabase> {
  if (!SERVER_URL) return { env: {}, open: () => openDatabase({ dataDir, databaseUrl: undefined }), drop: async () => {} };
  const { name, url } = await createServerDatabase();
  return { env: { DATABASE_URL: url }, open: () => openDatabase({ dataDir, databaseUrl: url }), drop: () => dropServerDatabase(name) };
}
