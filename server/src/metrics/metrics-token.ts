import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header opens /api/metrics: anyone when no METRICS_TOKEN is configured
 * (the operations docs bind scrapes to loopback), else exactly `Bearer <token>`. Compared in constant
 * time over digests, so neither the token nor its length leaks through timing.
 */
export function metricsAccessAllowed(authorization: string | undefined, token: string | undefined): boolean {
  if (!token) return true;
  const presented = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}
