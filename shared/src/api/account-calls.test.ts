import { getDefaultStore } from 'jotai';
import { removeToast, toastsAtom } from '../shell/toast-store';
import { updateAccountName } from './account';
import { getCurrentUser } from './current-user';
import { inviteMember, removeMember, resendInvitation, revokeInvitation, updateMemberRole } from './organization';
import { changePassword } from './password';
import { listSessions, revokeSession } from './sessions';
import { setTokenProvider } from './token-provider';
import { disableTotp, enableTotp, setupTotp } from './totp';

type Call = [string, RequestInit | undefined];
const json = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const CSRF = { success: true, token: 'csrf-1', expiresIn: 900_000 };

const fetchMock = jest.fn<Promise<Response>, Call>();
/** The product call (the security-token fetch before it is not what these tests are about). */
const lastCall = () => {
  const call = fetchMock.mock.calls.at(-1);
  return { path: call?.[0], method: call?.[1]?.method, body: call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined, headers: (call?.[1]?.headers ?? {}) as Record<string, string> };
};
/** Answers the security-token fetch, then the call itself. */
const answer = (status: number, body?: unknown) => fetchMock.mockResolvedValueOnce(json(200, CSRF)).mockResolvedValueOnce(json(status, body));

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  setTokenProvider(async () => 'session-token');
});
afterEach(() => getDefaultStore().get(toastsAtom).forEach((t) => removeToast(t.id)));
afterAll(() => setTokenProvider(null));

const MEMBER = { id: 'u/2', name: 'Sam', email: 'sam@firm.example', role: 'org:admin', publicRole: null, permissions: [], joinedAt: '2026-01-01T00:00:00Z' };
const ACCOUNT = { id: 'u_1', email: 'a@firm.example', name: 'Ada', organizationId: null, credits: 3 };

describe('account API calls', () => {
  it('renames with PATCH /api/account and a security token', async () => {
    answer(200, ACCOUNT);
    await expect(updateAccountName('Ada')).resolves.toEqual(ACCOUNT);
    expect(lastCall()).toMatchObject({ path: '/api/account', method: 'PATCH', body: { name: 'Ada' } });
    expect(lastCall().headers['X-CSRF-Token']).toBe('csrf-1');
  });

  it('reads the user from /api/auth/me', async () => {
    const user = { id: 'u_1', primaryEmail: 'a@firm.example', name: 'Ada', emailVerified: true, twoFactorEnabled: false, publicMetadata: {}, organizationMemberships: [], activeOrganizationId: null };
    fetchMock.mockResolvedValueOnce(json(200, { user }));
    await expect(getCurrentUser()).resolves.toEqual(user);
  });

  it('changes the password with both passwords', async () => {
    answer(204);
    await changePassword('old-password', 'new-password-1');
    expect(lastCall()).toMatchObject({ path: '/api/auth/password', method: 'POST', body: { currentPassword: 'old-password', newPassword: 'new-password-1' } });
  });

  it('sets up, enables and disables the second factor', async () => {
    answer(200, { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x' });
    await expect(setupTotp()).resolves.toEqual({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x' });
    answer(200, { recoveryCodes: ['aaaaa-bbbbb'] });
    await expect(enableTotp('123456')).resolves.toEqual(['aaaaa-bbbbb']);
    expect(lastCall()).toMatchObject({ path: '/api/auth/totp/enable', body: { code: '123456' } });
    answer(204);
    await disableTotp('pw');
    expect(lastCall()).toMatchObject({ path: '/api/auth/totp/disable', body: { password: 'pw' } });
  });

  it('lists sessions and revokes one by its encoded id', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { sessions: [] }));
    await expect(listSessions()).resolves.toEqual([]);
    answer(204);
    await revokeSession('s/1');
    expect(lastCall()).toMatchObject({ path: '/api/auth/sessions/s%2F1', method: 'DELETE' });
  });

  it('manages invitations and members of the current organisation', async () => {
    const invitation = { id: 'inv_1', email: 'x@firm.example', role: 'org:member', clientPortal: true, createdAt: '2026-01-01T00:00:00Z', expiresAt: '2026-01-08T00:00:00Z' };
    answer(201, invitation);
    await expect(inviteMember({ email: 'x@firm.example', role: 'org:member', clientPortal: true })).resolves.toEqual(invitation);
    expect(lastCall()).toMatchObject({ path: '/api/organizations/current/invitations', method: 'POST' });
    answer(204);
    await revokeInvitation('inv_1');
    expect(lastCall()).toMatchObject({ path: '/api/organizations/current/invitations/inv_1', method: 'DELETE' });
    answer(200, MEMBER);
    await expect(updateMemberRole('u/2', 'org:admin')).resolves.toEqual(MEMBER);
    expect(lastCall()).toMatchObject({ path: '/api/organizations/current/members/u%2F2', method: 'PATCH', body: { role: 'org:admin' } });
    answer(204);
    await removeMember('u/2');
    expect(lastCall()).toMatchObject({ path: '/api/organizations/current/members/u%2F2', method: 'DELETE' });
  });

  it('resends an invitation without a security token, as SPEC §7 exempts the call', async () => {
    const renewed = { id: 'inv_1', email: 'x@firm.example', role: 'org:member', clientPortal: false, createdAt: '2026-01-01T00:00:00Z', expiresAt: '2026-01-15T00:00:00Z' };
    fetchMock.mockResolvedValueOnce(json(200, renewed));
    await expect(resendInvitation('inv_1')).resolves.toEqual(renewed);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(lastCall()).toMatchObject({ path: '/api/invitations/resend-to-email', method: 'POST', body: { invitationId: 'inv_1' } });
    expect(lastCall().headers['X-CSRF-Token']).toBeUndefined();
  });

  it('leaves a refused invitation to the form: no toast for a 409', async () => {
    answer(409, { statusCode: 409, code: 'CONFLICT', message: 'This person is already a member of your organization.' });
    await expect(inviteMember({ email: 'sam@firm.example', role: 'org:member' })).rejects.toMatchObject({ status: 409, message: 'This person is already a member of your organization.' });
    expect(getDefaultStore().get(toastsAtom)).toEqual([]);
  });
});
