import type { FastifyPluginAsync } from 'fastify';
import type { Health } from '@iprism/shared/contracts';
import { PUBLIC } from '../../access/route-access';

export const healthRoutes: FastifyPluginAsync<{ version: string }> = async (app, { version }) => {
  app.get('/api/health', { config: { access: PUBLIC } }, async (): Promise<Health> => ({ status: 'ok', version, uptime: Math.round(process.uptime() * 1000) / 1000 }));
};
