/**
 * TRUST_PROXY → Fastify's `trustProxy`: which peers may set X-Forwarded-For/Proto/Host, so `req.ip` (the
 * key of the per-IP rate limits) is the real client behind a load balancer rather than the balancer.
 * - unset, `false`/`0`/`no` (the default): none; `req.ip` is the TCP peer and the forwarded headers are ignored.
 * - `true` is refused: trusting any peer lets every client forge its address (and so escape the per-address
 *   limits) and its protocol; the proxy must be named.
 * - a comma-separated list of addresses, CIDR ranges or the names `loopback`, `linklocal`, `uniquelocal`:
 *   only those peers (the right-most untrusted X-Forwarded-For address is the client, so a client cannot
 *   forge its IP by sending the header itself).
 */
export type TrustProxy = false | string;

const ADDRESS_OR_RANGE = /^(loopback|linklocal|uniquelocal|[0-9a-f]*[.:][0-9a-f.:]*(\/\d{1,3})?)$/;

/** The parsed setting, or an error message naming what is wrong. */
export function parseTrustProxy(value: string): { ok: true; value: TrustProxy } | { ok: false; message: string } {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0' || v === 'no') return { ok: true, value: false };
  if (v === 'true' || v === '1' || v === 'yes') return { ok: false, message: 'name the proxy: its addresses, CIDR ranges or loopback/linklocal/uniquelocal (trusting every peer lets clients forge their address)' };
  const entries = v.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = entries.filter((e) => !ADDRESS_OR_RANGE.test(e));
  if (bad.length > 0) return { ok: false, message: `not an address, CIDR range or loopback/linklocal/uniquelocal: ${bad.join(', ')}` };
  return { ok: true, value: entries.join(',') };
}
