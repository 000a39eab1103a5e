import { ActiveSessionListSchema, type ActiveSession } from '../contracts/auth';
import { apiFetch } from './api-fetch';

/** The signed-in user's live sessions, the current one flagged (GET /api/auth/sessions). */
export async function listSessions(signal?: AbortSignal): Promise<ActiveSession[]> {
  const { sessions } = await apiFetch('/api/auth/sessions', { schema: ActiveSessionListSchema, notify: false, signal });
  return sessions;
}

/** Signs one of the user's other sessions out (DELETE /api/auth/sessions/:id, 204). */
export async function revokeSession(id: string): Promise<void> {
  await apiFetch(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
