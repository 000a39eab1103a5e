/**
 * The idle sign-out rule (SESSION_IDLE_MINUTES, off by default): a session whose last-seen time, which the
 * visible tabs' heartbeat moves, is older than the limit is refused, and ended at its next refresh.
 */
export const idleLimitMs = (idleMinutes: number | null): number | null => (idleMinutes ? idleMinutes * 60_000 : null);

export function isSessionIdle(session: { lastActiveAt: Date }, now: Date, idleMs: number | null): boolean {
  return idleMs !== null && now.getTime() - session.lastActiveAt.getTime() > idleMs;
}
