import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';

/** Builds the app on an in-memory PGlite; call `close()` after the test. */
export async function buildTestApp(env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'iprism-test-')), ...env });
  const db = await openPglite();
  await migrate(db);
  const app = await buildApp({ config, db, serveStatic: env.SERVE_STATIC === '1' });
  app.addHook('onClose', async () => db.close());
  return app;
}
