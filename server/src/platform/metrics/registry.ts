import { Registry, collectDefaultMetrics } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry (GET /api/metrics); one per app, so apps in one test process never share series. */
    metrics: Registry;
  }
}

/** A fresh registry with the process metrics (CPU, memory, event loop lag, GC) prom-client collects by default. */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}
