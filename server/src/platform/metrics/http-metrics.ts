import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** Seconds; from a cached read (a few ms) to a slow upload or report (seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** `2xx`, `4xx`…: per-code series would multiply the route series for little gain. */
export const statusClass = (statusCode: number): string => `${Math.floor(statusCode / 100)}xx`;

/**
 * The route pattern (`/api/applications/:id`), never the raw URL: ids and query strings would make a
 * series per request. Requests no route matched (404s, probes) share one label.
 */
export const routeLabel = (routeUrl: string | undefined): string => routeUrl ?? 'unmatched';

/** Counts every response and its latency per route pattern, method and status class. */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const labelNames = ['route', 'method', 'status_class'] as const;
  const requests = new Counter({ name: 'iprism_http_requests_total', help: 'HTTP responses sent, per route pattern, method and status class', labelNames, registers: [registry] });
  const latency = new Histogram({
    name: 'iprism_http_request_duration_seconds',
    help: 'Time from request received to response sent, per route pattern, method and status class',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    const labels = { route: routeLabel(req.routeOptions.url), method: req.method, status_class: statusClass(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });
}
