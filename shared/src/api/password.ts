import { apiFetch } from './api-fetch';

/**
 * Changes the signed-in user's password (POST /api/auth/password, 204). The server signs every other
 * session out; a wrong current password is a 400 whose details name `currentPassword`.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await apiFetch('/api/auth/password', { method: 'POST', body: { currentPassword, newPassword } });
}
