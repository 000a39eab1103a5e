import { getDefaultStore } from 'jotai';
import { CSRF_EXPIRED_MESSAGE, NETWORK_ERROR_MESSAGE } from '../contracts/auth';
import { removeToast, toastsAtom } from '../shell/toast-store';
import { apiFetch } from './api-fetch';
import { CSRF_FETCH_FAILED_MESSAGE, NO_AUTH_TOKEN_MESSAGE } from './api-error';
import { getLicenseInfo } from './license';
import { setTokenProvider } from './token-provider';

type Call = [string, RequestInit | undefined];

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = jest.fn<Promise<Response>, Call>();
const headersOf = (call: Call | undefined) => (call?.[1]?.headers ?? {}) as Record<string, string>;

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  setTokenProvider(async () => 'session-token');
  getDefaultStore().set(toastsAtom, []);
});
afterEach(() => getDefaultStore().get(toastsAtom).forEach((t) => removeToast(t.id)));
afterAll(() => setTokenProvider(null));
// The shared logger echoes to the console; keep the test output to the assertions.
beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

describe('apiFetch', () => {
  it('GETs with the bearer token and no security token', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: 'a1' }));
    await expect(apiFetch('/api/account')).resolves.toEqual({ id: 'a1' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(headersOf(fetchMock.mock.calls[0]).Authorization).toBe('Bearer session-token');
    expect(headersOf(fetchMock.mock.calls[0])['X-CSRF-Token']).toBeUndefined();
  });

  it('fetches a fresh security token for every mutating call', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { success: true, token: 'csrf-1', expiresIn: 900_000 }))
      .mockResolvedValueOnce(json(200, { ok: 1 }))
      .mockResolvedValueOnce(json(200, { success: true, token: 'csrf-2', expiresIn: 900_000 }))
      .mockResolvedValueOnce(json(204, undefined));
    await apiFetch('/api/organizations', { method: 'POST', body: { name: 'Acme' } });
    await expect(apiFetch('/api/account/notifications/n1', { method: 'DELETE' })).resolves.toBeUndefined();
    const urls = fetchMock.mock.calls.map((c) => c[0]);
    expect(urls).toEqual(['/api/csrf-token', '/api/organizations', '/api/csrf-token', '/api/account/notifications/n1']);
    expect(headersOf(fetchMock.mock.calls[1])['X-CSRF-Token']).toBe('csrf-1');
    expect(headersOf(fetchMock.mock.calls[3])['X-CSRF-Token']).toBe('csrf-2');
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe(JSON.stringify({ name: 'Acme' }));
  });

  it('throws when the security token endpoint says success: false', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: false, token: '', expiresIn: 0 }));
    await expect(apiFetch('/api/organizations', { method: 'POST', body: {} })).rejects.toThrow(CSRF_FETCH_FAILED_MESSAGE);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('without a token a product call is refused before any request', async () => {
    setTokenProvider(async () => null);
    await expect(apiFetch('/api/account')).rejects.toThrow(NO_AUTH_TOKEN_MESSAGE);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('public calls send no Authorization', async () => {
    fetchMock.mockResolvedValueOnce(json(202, { status: 'accepted', message: 'ok' }));
    await apiFetch('/api/auth/forgot-password', { method: 'POST', body: { email: 'a@b.c' }, auth: 'none' });
    expect(headersOf(fetchMock.mock.calls[0]).Authorization).toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/forgot-password');
  });

  it('a CSRF refusal becomes an ApiError and the SPEC §8 toast', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { success: true, token: 'csrf-1', expiresIn: 900_000 }))
      .mockResolvedValueOnce(json(403, { statusCode: 403, code: 'CSRF_TOKEN_INVALID', message: 'Invalid CSRF token' }));
    await expect(apiFetch('/api/organizations', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 403, code: 'CSRF_TOKEN_INVALID' });
    expect(getDefaultStore().get(toastsAtom).map((t) => t.message)).toEqual([CSRF_EXPIRED_MESSAGE]);
  });

  it('a network failure is status 0 with the network message; notify: false stays quiet', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/account', { notify: false })).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
    expect(getDefaultStore().get(toastsAtom)).toEqual([]);
  });

  it('validates the answer with a schema', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { nope: true }));
    const schema = { safeParse: (v: unknown) => (typeof v === 'object' && v !== null && 'id' in v ? { success: true as const, data: v } : { success: false as const }) };
    await expect(apiFetch('/api/account', { schema, notify: false })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});

describe('getLicenseInfo (SPEC §7: nothing on failure)', () => {
  it('returns the licence', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { hasValidLicense: true, licenseType: 'PilotOrgStandard', seats: 3 }));
    await expect(getLicenseInfo()).resolves.toMatchObject({ hasValidLicense: true, licenseType: 'PilotOrgStandard' });
  });

  it('returns null on an error answer, without a toast', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { statusCode: 500, code: 'INTERNAL', message: 'x' }));
    await expect(getLicenseInfo()).resolves.toBeNull();
    expect(getDefaultStore().get(toastsAtom)).toEqual([]);
  });

  it('returns null without a token', async () => {
    setTokenProvider(null);
    await expect(getLicenseInfo()).resolves.toBeNull();
  });
});
