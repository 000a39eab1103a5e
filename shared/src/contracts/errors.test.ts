import { ApiErrorBodySchema, ERROR_CATALOGUE, ERROR_CODES, ERROR_CODE_LIST, ReceivedApiErrorBodySchema } from './errors';

describe('the error catalogue', () => {
  it('gives every code exactly one HTTP error status and a message', () => {
    for (const code of ERROR_CODE_LIST) {
      const { status, message } = ERROR_CATALOGUE[code];
      expect([code, Number.isInteger(status) && status >= 400 && status <= 599]).toEqual([code, true]);
      expect([code, message.trim().length > 0]).toEqual([code, true]);
    }
  });

  it('names each code by itself, so the wire value and the key never differ', () => {
    for (const code of ERROR_CODE_LIST) expect(ERROR_CODES[code]).toBe(code);
    expect(Object.keys(ERROR_CODES)).toEqual(ERROR_CODE_LIST);
  });

  it('keeps the codes and texts the spec and the browser rely on', () => {
    expect(ERROR_CATALOGUE.CSRF_TOKEN_MISSING.status).toBe(403);
    expect(ERROR_CATALOGUE.CSRF_TOKEN_INVALID).toEqual({ status: 403, message: 'Security token expired. Please refresh and try again.' });
    expect(ERROR_CATALOGUE.RATE_LIMITED).toEqual({ status: 429, message: 'Too many requests. Please wait before trying again.' });
    expect(ERROR_CATALOGUE.UNAUTHORIZED).toEqual({ status: 401, message: 'Your session has expired. Please sign in again.' });
    expect(ERROR_CATALOGUE.NO_CREDITS).toEqual({ status: 402, message: 'No credits remaining! Purchase more to continue.' });
    expect(ERROR_CATALOGUE.PAYMENT_PROVIDER_ERROR).toEqual({ status: 502, message: 'Payment processing error. Contact support if issues persist.' });
    expect(ERROR_CATALOGUE.UPLOAD_REJECTED.status).toBe(422);
    expect(ERROR_CATALOGUE.SERVICE_UNAVAILABLE.status).toBe(503);
  });

  it('accepts only catalogue codes on the wire shape, while the browser keeps a code it does not know', () => {
    const body = { statusCode: 409, code: 'SOMETHING_NEWER', message: 'Newer server.' };
    expect(ApiErrorBodySchema.safeParse(body).success).toBe(false);
    expect(ReceivedApiErrorBodySchema.parse(body)).toEqual(body);
    expect(ApiErrorBodySchema.parse({ statusCode: 409, code: 'CONFLICT', message: 'Taken.' }).code).toBe('CONFLICT');
  });
});
