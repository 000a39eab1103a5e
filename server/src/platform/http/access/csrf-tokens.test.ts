import { csrfSecretFrom, mintCsrfToken, verifyCsrfToken } from './csrf-tokens';

const secret = Buffer.from('test-secret-test-secret-test-secret');
const NOW = 1_700_000_000_000;
const TTL = 15 * 60_000;

describe('CSRF tokens', () => {
  it('verifies a fresh token of the same session', () => {
    const token = mintCsrfToken(secret, 'sess_1', NOW, TTL);
    expect(verifyCsrfToken(secret, 'sess_1', token, NOW + 1000)).toBe('valid');
  });

  it('is expired at and after its expiry', () => {
    const token = mintCsrfToken(secret, 'sess_1', NOW, TTL);
    expect(verifyCsrfToken(secret, 'sess_1', token, NOW + TTL - 1)).toBe('valid');
    expect(verifyCsrfToken(secret, 'sess_1', token, NOW + TTL)).toBe('expired');
  });

  it('refuses a token minted for another session', () => {
    const token = mintCsrfToken(secret, 'sess_1', NOW, TTL);
    expect(verifyCsrfToken(secret, 'sess_2', token, NOW)).toBe('invalid');
  });

  it('refuses a token signed with another secret (another process without CSRF_SECRET)', () => {
    const token = mintCsrfToken(Buffer.from('other'), 'sess_1', NOW, TTL);
    expect(verifyCsrfToken(secret, 'sess_1', token, NOW)).toBe('invalid');
  });

  it('refuses a token whose expiry was pushed forward', () => {
    const [, nonce, mac] = mintCsrfToken(secret, 'sess_1', NOW, TTL).split('.');
    expect(verifyCsrfToken(secret, 'sess_1', `${NOW + 10 * TTL}.${nonce}.${mac}`, NOW + 2 * TTL)).toBe('invalid');
  });

  it.each(['', 'abc', 'a.b.c', '1.2.3.4', `${NOW}.nonce.${'x'.repeat(43)}`])('refuses malformed token %p', (token) => {
    expect(verifyCsrfToken(secret, 'sess_1', token, NOW)).toBe('invalid');
  });

  it('mints distinct tokens each call (random nonce)', () => {
    expect(mintCsrfToken(secret, 's', NOW, TTL)).not.toBe(mintCsrfToken(secret, 's', NOW, TTL));
  });

  it('uses the configured secret, or a random 32-byte one', () => {
    expect(csrfSecretFrom('abc').toString()).toBe('abc');
    expect(csrfSecretFrom(undefined)).toHaveLength(32);
    expect(csrfSecretFrom(undefined).equals(csrfSecretFrom(undefined))).toBe(false);
  });
});
