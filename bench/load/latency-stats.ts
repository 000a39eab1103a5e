import { percentile } from '../search/percentile';

export interface CallStats {
  name: string;
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Latencies (ms) and error count of one call over `seconds` → the figures bench:load prints. */
export function callStats(name: string, latencies: readonly number[], errors: number, seconds: number): CallStats {
  const has = latencies.length > 0;
  return {
    name,
    requests: latencies.length,
    errors,
    perSecond: latencies.length / seconds,
    p50: has ? percentile(latencies, 50) : NaN,
    p95: has ? percentile(latencies, 95) : NaN,
    p99: has ? percentile(latencies, 99) : NaN,
  };
}
