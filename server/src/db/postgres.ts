import pg from 'pg';
import type { Db, Queryable } from './db';

const OID = { int8: 20, date: 1082 } as const;

/**
 * Values come back as PGlite returns them, so repositories never see which engine they run on:
 * bigint (count(*)) as a number, DATE as a Date at UTC midnight (pg's default is local midnight).
 */
const parseDate = (value: string) => new Date(`${value}T00:00:00.000Z`);
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === OID.int8) return (v: string) => Number(v);
    if (oid === OID.date) return parseDate;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export interface PostgresDb extends Db {
  /** Runs `fn` while holding a session advisory lock, so several API processes never migrate at once. */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
}

/** A PostgreSQL server (DATABASE_URL) behind the same Db interface as the embedded PGlite. */
export function openPostgres(connectionString: string, options: { max?: number } = {}): PostgresDb {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, types });
  const query: Queryable['query'] = async <T>(sql: string, params: unknown[] = []) => {
    const res = await pool.query(sql, params);
    return { rows: res.rows as T[] };
  };
  return {
    kind: 'postgres',
    query,
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
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
        client.release();
      }
    },
    async withAdvisoryLock(key, fn) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        return await fn();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
