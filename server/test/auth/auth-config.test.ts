import { generateKeyPairSync } from 'node:crypto';
import { ConfigError, loadConfig } from '../../src/platform/config/config';

describe('identity configuration', () => {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

  it('reads the Clerk settings, also with the PEM on one line', () => {
    const c = loadConfig({ CLERK_JWT_KEY: publicKey.replace(/\n/g, '\\n'), CLERK_ISSUER: 'https://clerk.example.test', CLERK_AUTHORIZED_PARTIES: 'https://a.test, https://b.test' });
    expect(c.clerk).toEqual({ jwtKey: publicKey.trim(), issuer: 'https://clerk.example.test', authorizedParties: ['https://a.test', 'https://b.test'] });
    expect(loadConfig({}).clerk).toBeUndefined();
  });

  it('refuses a key that is no PEM public key, and a key without issuer or parties', () => {
    expect(() => loadConfig({ CLERK_JWT_KEY: 'sk_test_123', CLERK_ISSUER: 'https://clerk.example.test', CLERK_AUTHORIZED_PARTIES: 'https://a.test' })).toThrow(/CLERK_JWT_KEY/);
    expect(() => loadConfig({ CLERK_JWT_KEY: publicKey })).toThrow(ConfigError);
  });

  it('takes SMTP_URL only as an smtp(s) URL', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.test:465' }).smtpUrl).toBe('smtps://u:p@mail.example.test:465');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.test' })).toThrow(/SMTP_URL/);
  });
});
