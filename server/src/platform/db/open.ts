import { join } from 'node:path';
import type { Config } from '../config/config';
import { ADVISORY_LOCKS } from './advisory-locks';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<Db> {
  if (config.databaseUrl) {
    const db = openPostgres(config.databaseUrl);
    try {
      await db.withAdvisoryLock(ADVISORY_LOCKS.migrations, () => migrate(db));
    } catch (err) {
      await db.close();
      throw err;
    }
    return db;
  }
  const db = await openPglite(join(config.dataDir, 'pgdata'));
  await migrate(db);
  return db;
}
