import type { FastifyPluginAsync } from 'fastify';
import type { Health } from '@iprism/shared/contracts';

export const healthRoutes: FastifyPluginAsync<{ version: string }> = async (app, { version }) => {
  app.get('/api/health', async (): Promise<Health> => ({ status: 'ok', version, uptime: Math.round(process.uptime() * 1000) / 1000 }));
};
