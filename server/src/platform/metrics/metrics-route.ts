import type { FastifyPluginAsync } from 'fastify';
import type { Registry } from 'prom-client';
import { PUBLIC } from '../http/access/route-access';
import { appError } from '../lib/errors';
import { metricsAccessAllowed } from './metrics-token';

export interface MetricsRouteOptions {
  registry: Registry;
  /** METRICS_TOKEN: a scrape from beyond loopback must send it as a bearer token (without it, loopback only). */
  token?: string;
}

/**
 * GET /api/metrics in the Prometheus text format. Declared public because the scraper has no session:
 * the access plugin cannot judge a METRICS_TOKEN, so the route checks it itself before collecting.
 */
export const metricsRoutes: FastifyPluginAsync<MetricsRouteOptions> = async (app, { registry, token }) => {
  const schema = { summary: 'Prometheus metrics of this node; needs `Authorization: Bearer <METRICS_TOKEN>` when METRICS_TOKEN is set', produces: ['text/plain'] };
  app.get('/api/metrics', { config: { access: PUBLIC }, logLevel: 'warn', schema }, async (req, reply) => {
    if (!metricsAccessAllowed(req.ip, req.headers.authorization, token)) throw appError('UNAUTHORIZED', 'A valid metrics token is required.');
    const body = await registry.metrics();
    void reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store');
    return body;
  });
};
