import { RATE_LIMIT_MESSAGE } from '../common/api-error';
import { RESEND_ACCEPTED_MESSAGE, loadDevOutbox, resendVerification } from './api';

function answer(status: number, body: unknown) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchImpl = (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(typeof body === 'string' ? body : JSON.stringify(body)) } as Response);
  };
  return { calls, fetchImpl };
}

describe('resendVerification', () => {
  it('posts the address and answers with the fixed message on 202', async () => {
    const { calls, fetchImpl } = answer(202, { status: 'accepted', message: 'whatever' });
    await expect(resendVerification('ada@example.com', fetchImpl)).resolves.toEqual({ ok: true, message: RESEND_ACCEPTED_MESSAGE });
    expect(calls[0]).toMatchObject({ url: '/api/auth/resend-verification', init: { method: 'POST', body: '{"email":"ada@example.com"}' } });
  });

  it("keeps the server's 429 message", async () => {
    const { fetchImpl } = answer(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'Please wait 60 seconds before asking for another link.' });
    await expect(resendVerification('ada@example.com', fetchImpl)).resolves.toEqual({ ok: false, status: 429, message: 'Please wait 60 seconds before asking for another link.' });
  });

  it('falls back to the canned message for a 429 without a JSON body', async () => {
    const { fetchImpl } = answer(429, 'Too Many Requests');
    await expect(resendVerification('ada@example.com', fetchImpl)).resolves.toMatchObject({ ok: false, status: 429, message: RATE_LIMIT_MESSAGE });
  });
});

describe('loadDevOutbox', () => {
  it('returns the messages of a 200', async () => {
    const emails = [{ id: '1', to: 'ada@example.com', subject: 'Confirm', text: 'Link', kind: 'verify-email', createdAt: '2026-11-01T10:00:00Z' }];
    const { calls, fetchImpl } = answer(200, { emails });
    await expect(loadDevOutbox('ada+x@example.com', fetchImpl)).resolves.toEqual(emails);
    expect(calls[0]?.url).toBe('/api/dev/outbox?to=ada%2Bx%40example.com');
  });

  it('shows nothing for 404, 403, a wrong shape or no network', async () => {
    await expect(loadDevOutbox('a@b.co', answer(404, { statusCode: 404, code: 'NOT_FOUND', message: 'x' }).fetchImpl)).resolves.toBeNull();
    await expect(loadDevOutbox('a@b.co', answer(403, { statusCode: 403, code: 'FORBIDDEN', message: 'x' }).fetchImpl)).resolves.toBeNull();
    await expect(loadDevOutbox('a@b.co', answer(200, { nope: true }).fetchImpl)).resolves.toBeNull();
    await expect(loadDevOutbox('a@b.co', () => Promise.reject(new TypeError('offline')))).resolves.toBeNull();
  });
});
