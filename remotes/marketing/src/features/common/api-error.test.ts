import { HealthSchema } from '@iprism/shared/contracts';
import { ApiRequestError, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, RATE_LIMIT_MESSAGE, apiErrorFrom, getJson, requestJson } from './api-error';

/** jsdom has no fetch Response; the code reads only ok, status and text(). */
const respond = (status: number, body: string) => () => Promise.resolve({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(body) } as Response);

describe('apiErrorFrom', () => {
  it('keeps code, message and details of the standard shape', () => {
    const err = apiErrorFrom(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'The request is not valid.', details: [{ path: 'email', message: 'bad' }] });
    expect(err).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'The request is not valid.', details: [{ path: 'email', message: 'bad' }] });
  });

  it('maps a non-JSON 429 to the canned rate-limit message', () => {
    expect(apiErrorFrom(429, '<html>Too many</html>')).toMatchObject({ code: 'RATE_LIMITED', message: RATE_LIMIT_MESSAGE });
  });

  it('never shows a 5xx message verbatim', () => {
    expect(apiErrorFrom(502, { statusCode: 502, code: 'X', message: 'upstream stack trace' }).message).toBe(GENERIC_ERROR_MESSAGE);
  });
});

describe('requestJson and getJson', () => {
  it('returns the body of a 2xx answer', async () => {
    await expect(requestJson('/x', {}, respond(201, '{"id":"7"}'))).resolves.toEqual({ id: '7' });
  });

  it('throws ApiRequestError with status 0 when the network fails', async () => {
    const err = await requestJson('/x', {}, () => Promise.reject(new TypeError('Failed to fetch'))).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err).toMatchObject({ statusCode: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('checks the body against the contract', async () => {
    await expect(getJson('/api/health', HealthSchema, respond(200, '{"status":"ok","version":"1.0.0","uptime":3}'))).resolves.toMatchObject({ status: 'ok' });
    await expect(getJson('/api/health', HealthSchema, respond(200, '{"nope":1}'))).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('throws the JSON 404 of the server', async () => {
    await expect(getJson('/api/newsroom/x', HealthSchema, respond(404, '{"statusCode":404,"code":"NOT_FOUND","message":"No article"}'))).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});
