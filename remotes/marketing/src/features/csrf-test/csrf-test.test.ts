import { CSRF_EARLY_EXPIRY_MS } from '@iprism/shared/contracts/csrf';
import { checkProtectedPath, describeOutcome, freshUntil, summarizeToken, truncateToken } from './csrf-test';

describe('truncateToken', () => {
  it('keeps the ends of a long token and leaves a short one alone', () => {
    expect(truncateToken('abcdefghijklmnopqrstuvwxyz')).toBe('abcdefgh…wxyz');
    expect(truncateToken('short')).toBe('short');
  });
});

describe('freshness', () => {
  const fetchedAt = Date.parse('2026-11-01T10:00:00Z');
  const fifteenMinutes = 15 * 60_000;
  it('ends 30 s before the expiry', () => {
    expect(freshUntil(fetchedAt, fifteenMinutes)).toBe(fetchedAt + fifteenMinutes - CSRF_EARLY_EXPIRY_MS);
  });
  it('summarizes a token over time', () => {
    expect(summarizeToken(fetchedAt, fifteenMinutes, fetchedAt + 60_000)).toMatchObject({ fresh: true, secondsLeft: 13 * 60 + 30, expiresAt: fetchedAt + fifteenMinutes });
    expect(summarizeToken(fetchedAt, fifteenMinutes, fetchedAt + fifteenMinutes - 30_000)).toMatchObject({ fresh: false, secondsLeft: 0 });
    expect(summarizeToken(fetchedAt, 10_000, fetchedAt)).toMatchObject({ fresh: false, secondsLeft: 0 });
  });
});

describe('describeOutcome', () => {
  it('expects CSRF_TOKEN_MISSING without the header', () => {
    expect(describeOutcome('none', 403, { statusCode: 403, code: 'CSRF_TOKEN_MISSING', message: 'x' })).toMatchObject({ asExpected: true, code: 'CSRF_TOKEN_MISSING' });
    expect(describeOutcome('none', 201, {})).toMatchObject({ asExpected: false });
  });
  it('expects CSRF_TOKEN_INVALID with a made-up token', () => {
    expect(describeOutcome('invalid', 403, { code: 'CSRF_TOKEN_INVALID' }).asExpected).toBe(true);
    expect(describeOutcome('invalid', 403, { code: 'CSRF_TOKEN_MISSING' }).asExpected).toBe(false);
  });
  it('counts any non-CSRF answer as passing the check with a fetched token', () => {
    expect(describeOutcome('fetched', 400, { code: 'VALIDATION_FAILED' }).asExpected).toBe(true);
    expect(describeOutcome('fetched', 403, { code: 'CSRF_TOKEN_INVALID' }).asExpected).toBe(false);
    expect(describeOutcome('fetched', 0, null).asExpected).toBe(false);
  });
});

describe('checkProtectedPath', () => {
  it('accepts a protected API path and refuses others', () => {
    expect(checkProtectedPath('/api/account/notifications/add')).toBeNull();
    expect(checkProtectedPath('https://evil.test/api/x')).toMatch(/starts with \/api\//);
    expect(checkProtectedPath('/api/csrf-token')).toMatch(/exempt/);
  });
});
