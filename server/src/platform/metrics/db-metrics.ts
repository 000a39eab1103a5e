import { Gauge, type Registry } from 'prom-client';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * The pg Pool's connections (DATABASE_URL), read on scrape. The embedded PGlite has no pool (one
 * in-process connection), so these series are absent there rather than a constant.
 */
export function registerDbPoolMetrics(registry: Registry, poolStats: () => PoolStats): void {
  new Gauge({
    name: 'iprism_db_pool_connections',
    help: 'PostgreSQL pool connections of this process: total (open) and idle',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const s = poolStats();
      this.set({ state: 'total' }, s.total);
      this.set({ state: 'idle' }, s.idle);
    },
  });
  new Gauge({
    name: 'iprism_db_pool_waiting_requests',
    help: 'Queries of this process waiting for a free PostgreSQL pool connection',
    registers: [registry],
    collect() {
      this.set(poolStats().waiting);
    },
  });
}
