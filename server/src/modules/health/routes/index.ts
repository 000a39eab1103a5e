import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { HealthSchema, ReadySchema, type Health, type Ready } from '@iprism/shared/contracts';
import { pingDatabase } from '../../../platform/db/ping';
import { PUBLIC } from '../../../platform/http/access/route-access';
import { probeCheck, readiness } from './readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** Call when SIGTERM arrives: /api/ready answers 503 from then on, so a load balancer stops sending traffic. */
    beginShutdown(): void;
  }
}

export interface HealthRoutesOptions {
  version: string;
  /** The app's Redis client when REDIS_URL is set (its PING is part of readiness). */
  redis: Redis | null;
}

/**
 * /api/health: liveness (the process answers). /api/ready: readiness (its database and Redis answer, no
 * shutdown began). Not encapsulated, so `beginShutdown` is on the root app main.ts holds.
 */
export const healthRoutes = fp<HealthRoutesOptions>(async (app, { version, redis }) => {
  let shuttingDown = false;
  app.decorate('beginShutdown', () => void (shuttingDown = true));

  app.get('/api/health', { config: { access: PUBLIC }, schema: { summary: 'Liveness, version and uptime', response: { 200: HealthSchema } } }, async (): Promise<Health> => ({ status: 'ok', version, uptime: Math.round(process.uptime() * 1000) / 1000 }));

  const readySchema = { summary: 'Readiness: the database (and Redis, when configured) answer and the node is not shutting down', response: { 200: ReadySchema, 503: ReadySchema } };
  app.get('/api/ready', { config: { access: PUBLIC }, logLevel: 'warn', schema: readySchema }, async (_req, reply): Promise<Ready> => {
    const [database, redisCheck] = await Promise.all([probeCheck(() => pingDatabase(app.db)), redis ? probeCheck(() => redis.ping()) : Promise.resolve('off' as const)]);
    const answer = readiness({ database, redis: redisCheck }, shuttingDown);
    void reply.status(answer.status === 'ready' ? 200 : 503).header('Cache-Control', 'no-store');
    return answer;
  });
});
