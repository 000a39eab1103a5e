/**
 * The request mix of bench:load: what 200 signed-in users of iPrism do at once. Each call gets its
 * share of the virtual users (autocannon connections); reads are the bulk, as in a working day.
 */

/**
 * A virtual user's pace for reads in the measured mix: one request a second, then it waits (think time).
 * A person working in iPrism triggers a few calls per page every 10–30 s, so this is still 10–30 times a
 * human's pace; the saturation run sends the same reads back to back to find the ceiling.
 */
export const READS_PER_USER_PER_SECOND = 1;
export type CallKind = 'read' | 'write';

export interface Call {
  name: string;
  kind: CallKind;
  method: 'GET' | 'POST';
  path: string;
  /** Relative weight: this call's share of the virtual users. */
  weight: number;
  /**
   * Writes are paced: a person signs in or uploads an application now and then, not back to back, so
   * the call's users together send this many requests per second. Reads are paced per user instead.
   */
  ratePerSecond?: number;
}

export const MIX: readonly Call[] = [
  { name: 'license-info', kind: 'read', method: 'GET', path: '/api/account/user/license-info', weight: 30 },
  { name: 'csrf-token', kind: 'read', method: 'GET', path: '/api/csrf-token', weight: 15 },
  { name: 'notifications', kind: 'read', method: 'GET', path: '/api/account/notifications/get', weight: 20 },
  { name: 'archives', kind: 'read', method: 'GET', path: '/api/applications?page=1&pageSize=20', weight: 15 },
  { name: 'search', kind: 'read', method: 'POST', path: '/api/patents/search', weight: 12 },
  // 5 sign-ins/s: each of 200 users every 40 s; 1 upload/s: each user every 200 s (each runs all six stages).
  { name: 'sign-in', kind: 'write', method: 'POST', path: '/api/auth/sign-in', weight: 4, ratePerSecond: 5 },
  { name: 'upload', kind: 'write', method: 'POST', path: '/api/applications', weight: 4, ratePerSecond: 1 },
];

/**
 * Splits `users` connections over the calls by weight (largest remainder), every call at least one,
 * so the shares always add up to exactly `users`.
 */
export function shareUsers(calls: readonly Pick<Call, 'name' | 'weight'>[], users: number): Map<string, number> {
  if (users < calls.length) throw new Error(`need at least ${calls.length} users for ${calls.length} calls`);
  const spare = users - calls.length;
  const total = calls.reduce((sum, c) => sum + c.weight, 0);
  const exact = calls.map((c) => (c.weight / total) * spare);
  const shares = exact.map(Math.floor);
  let left = spare - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return new Map(calls.map((c, i) => [c.name, shares[i]! + 1]));
}
