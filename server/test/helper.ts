import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config/config';
import { openTestDatabase } from './test-database';
import { TEST_ISOLATION_ENV } from './test-isolation';

/** Builds the app on a fresh test database (in-memory PGlite, or PostgreSQL with TEST_DATABASE_URL); call `close()` after the test. */
export async function buildTestApp(env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  const config = loadConfig({ ...TEST_ISOLATION_ENV, LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'iprism-test-')), ...env });
  const db = await openTestDatabase();
  try {
    const app = await buildApp({ config, db, serveStatic: env.SERVE_STATIC === '1' });
    app.addHook('onClose', async () => db.close());
    return app;
  } catch (err) {
    // A test whose app fails to build has nothing to close: the database goes here (dropped on PostgreSQL).
    await db.close();
    throw err;
  }
}
