import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/config';
import type { Db } from './db/db';
import { registerErrorHandler } from './http/plugins/error-handler';
import { registerNotFound } from './http/plugins/not-found';
import { registerStaticSite } from './http/plugins/static-site';
import { healthRoutes } from './http/routes/health';

export interface AppDeps {
  config: Readonly<Config>;
  db: Db;
  /** Serve the built host and remotes (off in API-only tests). */
  serveStatic?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Readonly<Config>;
  }
}

/** Builds the Fastify app; `main.ts` listens, tests use `inject`. */
export async function buildApp({ config, db, serveStatic = true }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });
  app.decorate('db', db);
  app.decorate('config', config);
  registerErrorHandler(app);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  await app.register(healthRoutes, { version: config.version });
  const pageHtml = serveStatic ? await registerStaticSite(app, config.buildsDir) : () => null;
  registerNotFound(app, pageHtml);
  return app;
}
