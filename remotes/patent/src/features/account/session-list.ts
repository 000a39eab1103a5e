import type { ActiveSession } from '@iprism/shared/contracts/auth';

/** This device first, then the most recently active. */
export function orderSessions(sessions: readonly ActiveSession[]): ActiveSession[] {
  return [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || Date.parse(b.lastActiveAt) - Date.parse(a.lastActiveAt));
}

/** The list without one session, after it was revoked. */
export function withoutSession(sessions: readonly ActiveSession[], id: string): ActiveSession[] {
  return sessions.filter((s) => s.id !== id);
}
