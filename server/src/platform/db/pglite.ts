import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';

/**
 * The embedded database. One PGlite per process, owned by the API process: never open the same
 * data directory from two processes (ARCHITECTURE §7). `dataDir` undefined means in memory (tests).
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = new PGlite(dataDir);
  await pg.waitReady;
  const query: Queryable['query'] = async <T>(sql: string, params: unknown[] = []) => {
    const res = await pg.query<T>(sql, params);
    return { rows: res.rows };
  };
  return {
    kind: 'pglite',
    query,
    async exec(sql) {
      await pg.exec(sql);
    },
    async transaction(fn) {
      return pg.transaction(async (tx) =>
        fn({
          query: async <T>(sql: string, params: unknown[] = []) => ({ rows: (await tx.query<T>(sql, params)).rows }),
          exec: async (sql: string) => {
            await tx.exec(sql);
          },
        }),
      );
    },
    async close() {
      await pg.close();
    },
  };
}
