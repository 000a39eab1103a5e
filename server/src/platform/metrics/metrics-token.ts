import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export const isLoopbackAddress = (ip: string): boolean => /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(ip) || ip === '::1';

/**
 * Whether a scrape opens /api/metrics: from loopback without more (a scraper on the node itself);
 * from anywhere else only with exactly `Bearer <METRICS_TOKEN>`, so without a token it is loopback only.
 * `clientIp` is the request's client address (behind a proxy named in TRUST_PROXY, the client beyond it,
 * so nginx on the same machine does not make every caller loopback). Compared in constant time over
 * digests, so neither the token nor its length leaks through timing.
 */
export function metricsAccessAllowed(clientIp: string, authorization: string | undefined, token: string | undefined): boolean {
  if (isLoopbackAddress(clientIp)) return true;
  if (!token) return false;
  const presented = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}
