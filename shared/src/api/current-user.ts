import { CurrentUserResponseSchema, type AuthUser } from '../contracts/auth';
import { apiFetch } from './api-fetch';

/** The signed-in user as the built-in provider stores it (GET /api/auth/me): verified e-mail, second factor. */
export async function getCurrentUser(signal?: AbortSignal): Promise<AuthUser> {
  const { user } = await apiFetch('/api/auth/me', { schema: CurrentUserResponseSchema, notify: false, signal });
  return user;
}
