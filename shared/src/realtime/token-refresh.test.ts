import { fakeJwt } from './testing/jwt';
import { tokenExpiresAt, userTokenRefreshDelayMs } from './token-refresh';

const NOW = 1_700_000_000_000;

describe('tokenExpiresAt', () => {
  it('reads the exp claim in milliseconds', () => {
    expect(tokenExpiresAt(fakeJwt({ sub: 'u1', exp: 1_700_000_060 }))).toBe(1_700_000_060_000);
  });

  it('decodes base64url payloads (- and _, no padding)', () => {
    const token = fakeJwt({ exp: 1_700_000_060, name: '~~~???>>>' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(tokenExpiresAt(token)).toBe(1_700_000_060_000);
  });

  it.each([null, '', 'opaque-token', 'a.%%%.c', `x.${Buffer.from('{"exp":"soon"}').toString('base64url')}.y`])('is null for %p', (token) => {
    expect(tokenExpiresAt(token)).toBeNull();
  });
});

describe('userTokenRefreshDelayMs', () => {
  it('refreshes 8 s before a short-lived token expires', () => {
    expect(userTokenRefreshDelayMs(fakeJwt({ exp: NOW / 1000 + 60 }), NOW)).toBe(52_000);
  });

  it('asks every 60 s at the latest', () => {
    expect(userTokenRefreshDelayMs(fakeJwt({ exp: NOW / 1000 + 86_400 }), NOW)).toBe(60_000);
    expect(userTokenRefreshDelayMs('opaque-token', NOW)).toBe(60_000);
  });

  it('waits at least 1 s, even for a token about to expire or already expired', () => {
    expect(userTokenRefreshDelayMs(fakeJwt({ exp: NOW / 1000 + 5 }), NOW)).toBe(1_000);
    expect(userTokenRefreshDelayMs(fakeJwt({ exp: NOW / 1000 - 5 }), NOW)).toBe(1_000);
  });
});
