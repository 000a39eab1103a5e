import pg from 'pg';
import type { Db, Queryable } from './db';

const OID = { int8: 20, date: 1082, interval: 1186, int8Array: 1016, dateArray: 1182, numericArray: 1231, textArray: 1009 } as const;

/**
 * Values come back as PGlite returns them, so repositories never see which engine they run on:
 * bigint (count(*)) as a number, DATE as a Date at UTC midnight (pg's default is local midnight),
 * INTERVAL as its text, NUMERIC (alone or in arrays) as a string, and arrays of those element by element.
 * Array parsers handle one dimension, the only kind the schema uses.
 */
const parseDate = (value: string) => new Date(`${value}T00:00:00.000Z`);
// pg's typings list only scalar type ids; its parser for text[] splits any one-dimensional array literal.
const parseTextArray = pg.types.getTypeParser(OID.textArray as Parameters<typeof pg.types.getTypeParser>[0]) as (value: string) => (string | null)[];
const arrayOf =
  <T>(parse: (value: string) => T) =>
  (value: string) =>
    parseTextArray(value).map((v) => (v === null ? null : parse(v)));
const PARSERS: Record<number, (value: string) => unknown> = {
  [OID.int8]: Number,
  [OID.date]: parseDate,
  [OID.interval]: String,
  [OID.int8Array]: arrayOf(Number),
  [OID.dateArray]: arrayOf(parseDate),
  [OID.numericArray]: arrayOf(String),
};
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    return PARSERS[oid] ?? pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** A new connection that takes longer than this fails its request (503) instead of holding it. */
const CONNECT_TIMEOUT_MS = 5_000;

export interface PostgresDb extends Db {
  /** Runs `fn` while holding a session advisory lock, so several API processes never migrate at once. */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /** Runs `fn` holding the lock if no other session holds it; resolves false (fn not run) otherwise. */
  tryAdvisoryLock(key: number, fn: () => Promise<void>): Promise<boolean>;
}

/** A PostgreSQL server (DATABASE_URL) behind the same Db interface as the embedded PGlite. */
export function openPostgres(connectionString: string, options: { max?: number } = {}): PostgresDb {
  // A server that is down or restarting fails a request within the connect timeout (answered 503) instead of hanging it.
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, types, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  // An idle client whose server went away emits 'error'; unheard, it would stop the process. The pool drops
  // that client by itself and the next request connects afresh, so there is nothing else to do here.
  pool.on('error', () => {});
  /** A checked-out client between queries has no listener either: remember its error and destroy it on release. */
  const checkout = async () => {
    const client = await pool.connect();
    let broken: Error | undefined;
    const onError = (err: Error) => (broken = err);
    client.on('error', onError);
    return {
      client,
      release() {
        client.off('error', onError);
        client.release(broken);
      },
    };
  };
  const query: Queryable['query'] = async <T>(sql: string, params: unknown[] = []) => {
    const res = await pool.query(sql, params);
    return { rows: res.rows as T[] };
  };
  return {
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    query,
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const { client, release } = await checkout();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <T>(sql: string, params: unknown[] = []) => ({ rows: (await client.query(sql, params)).rows as T[] }),
          exec: async (sql: string) => {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        release();
      }
    },
    async withAdvisoryLock(key, fn) {
      const { client, release } = await checkout();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        return await fn();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
        release();
      }
    },
    async tryAdvisoryLock(key, fn) {
      const { client, release } = await checkout();
      try {
        const { rows } = await client.query<{ acquired: boolean }>('SELECT pg_try_advisory_lock($1) AS acquired', [key]);
        if (!rows[0]?.acquired) return false;
        try {
          await fn();
          return true;
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
        }
      } finally {
        release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
