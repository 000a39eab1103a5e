import { join } from 'node:path';
import type { Config } from '../config/config';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPglite } from './pglite';

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<Db> {
  if (config.databaseUrl) throw new Error('DATABASE_URL (PostgreSQL server mode) is not supported by this build yet; unset it to use the embedded database.');
  const db = await openPglite(join(config.dataDir, 'pgdata'));
  await migrate(db);
  return db;
}
