import { currentTotp, generateRecoveryCodes, generateTotpSecret, hashRecoveryCode, looksLikeRecoveryCode, totpUrl, totpStep } from './totp';

describe('TOTP', () => {
  const secret = generateTotpSecret();
  const now = new Date('2025-03-01T12:00:15Z');

  it('accepts the current code and one step either side, nothing further', () => {
    const step = Math.floor(now.getTime() / 30_000);
    expect(totpStep(secret, currentTotp(secret, now), now)).toBe(step);
    expect(totpStep(secret, currentTotp(secret, new Date(now.getTime() - 30_000)), now)).toBe(step - 1);
    expect(totpStep(secret, currentTotp(secret, new Date(now.getTime() + 30_000)), now)).toBe(step + 1);
    expect(totpStep(secret, currentTotp(secret, new Date(now.getTime() + 90_000)), now)).toBeNull();
    expect(totpStep(secret, 'abcdef', now)).toBeNull();
  });

  it('builds an otpauth URL with the iPrism issuer', () => {
    const url = new URL(totpUrl(secret, 'ada@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('issuer')).toBe('iPrism');
    expect(url.searchParams.get('secret')).toBe(secret);
  });

  it('makes ten distinct xxxxx-xxxxx recovery codes, hashed case-insensitively', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(looksLikeRecoveryCode(c)).toBe(true);
    const code = codes[0] ?? '';
    expect(hashRecoveryCode(code.toUpperCase())).toBe(hashRecoveryCode(code));
    expect(hashRecoveryCode(code)).toMatch(/^[0-9a-f]{64}$/);
  });
});
