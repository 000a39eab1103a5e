import { GENERIC_ERROR_MESSAGE, RATE_LIMITED_MESSAGE } from '@iprism/shared/contracts/auth';
import { answer, offline } from '../../testing/fetch-answer';
import { loadDevOutbox } from '@iprism/shared/api/dev-outbox';
import { resendFailureMessage, resendVerification } from './api';

describe('resendVerification', () => {
  it('posts the address and resolves on 202', async () => {
    const { calls } = answer(202, { status: 'accepted', message: 'whatever' });
    await expect(resendVerification('ada@example.com')).resolves.toBeUndefined();
    expect(calls[0]).toMatchObject({ url: '/api/auth/resend-verification', init: { method: 'POST', body: '{"email":"ada@example.com"}' } });
  });

  it("keeps the server's 429 message", async () => {
    answer(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'Please wait 60 seconds before asking for another link.' });
    await expect(resendVerification('ada@example.com').catch(resendFailureMessage)).resolves.toBe('Please wait 60 seconds before asking for another link.');
  });

  it('falls back to the canned message for a 429 without a JSON body', async () => {
    answer(429, 'Too Many Requests');
    await expect(resendVerification('ada@example.com').catch(resendFailureMessage)).resolves.toBe(RATE_LIMITED_MESSAGE);
  });

  it('shows the generic message for a failure that is not an API error', () => {
    expect(resendFailureMessage(new Error('boom'))).toBe(GENERIC_ERROR_MESSAGE);
  });
});

describe('loadDevOutbox', () => {
  it('returns the messages of a 200', async () => {
    const emails = [{ id: '1', to: 'ada@example.com', subject: 'Confirm', text: 'Link', kind: 'verify-email', createdAt: '2026-11-01T10:00:00Z' }];
    const { calls } = answer(200, { emails });
    await expect(loadDevOutbox('ada+x@example.com')).resolves.toEqual(emails);
    expect(calls[0]?.url).toBe('/api/dev/outbox?to=ada%2Bx%40example.com');
  });

  it('shows nothing for 404, 403, a wrong shape or no network', async () => {
    answer(404, { statusCode: 404, code: 'NOT_FOUND', message: 'x' });
    await expect(loadDevOutbox('a@b.co')).resolves.toBeNull();
    answer(403, { statusCode: 403, code: 'FORBIDDEN', message: 'x' });
    await expect(loadDevOutbox('a@b.co')).resolves.toBeNull();
    answer(200, { nope: true });
    await expect(loadDevOutbox('a@b.co')).resolves.toBeNull();
    offline();
    await expect(loadDevOutbox('a@b.co')).resolves.toBeNull();
  });
});
