import { generateKeyPairSync } from 'node:crypto';
import { SignJWT, importPKCS8 } from 'jose';
import { createClerkAuthenticator } from './clerk-authenticator';

const ISSUER = 'https://clerk.example.test';
const APP = 'https://app.example.test';

const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

describe('Clerk authenticator', () => {
  const instance = pair();
  const stranger = pair();
  const auth = createClerkAuthenticator({ jwtKey: instance.publicKey, issuer: ISSUER, authorizedParties: [APP] });

  async function token(claims: Record<string, unknown>, opts: { key?: string; expiresInS?: number } = {}) {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + (opts.expiresInS ?? 60);
    return new SignJWT({ azp: APP, sid: 'sess_clerk', v: 2, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'ins_1', typ: 'JWT' })
      .setSubject('user_clerk')
      .setIssuer(typeof claims.iss === 'string' ? claims.iss : ISSUER)
      .setIssuedAt(exp - 60)
      .setNotBefore(exp - 70)
      .setExpirationTime(exp)
      .sign(await importPKCS8(opts.key ?? instance.privateKey, 'RS256'));
  }

  it('accepts a valid v2 token and maps its organisation', async () => {
    const principal = await auth.authenticate(await token({ o: { id: 'org_c', slg: 'firm', rol: 'member', per: 'read', fpm: '1' }, fea: 'o:reports' }));
    expect(principal).toEqual({ userId: 'user_clerk', sessionId: 'sess_clerk', orgId: 'org_c', orgRole: 'org:member', orgSlug: 'firm', orgPermissions: ['org:reports:read'], provider: 'clerk', publicRole: null });
  });

  it('reads the client-portal role from the public metadata the token template carries', async () => {
    for (const claim of ['publicMetadata', 'public_metadata', 'metadata']) {
      expect((await auth.authenticate(await token({ [claim]: { role: 'client' } })))?.publicRole).toBe('client');
    }
    expect((await auth.authenticate(await token({ publicMetadata: { role: 7 } })))?.publicRole).toBeNull();
  });

  it('refuses an expired token', async () => {
    expect(await auth.authenticate(await token({}, { expiresInS: -120 }))).toBeNull();
  });

  it('refuses a token for another authorised party, or with none', async () => {
    expect(await auth.authenticate(await token({ azp: 'https://evil.example.test' }))).toBeNull();
    expect(await auth.authenticate(await token({ azp: undefined }))).toBeNull();
  });

  it('refuses a token from another issuer', async () => {
    expect(await auth.authenticate(await token({ iss: 'https://other.clerk.example.test' }))).toBeNull();
  });

  it('refuses a token signed with another key, and garbage', async () => {
    expect(await auth.authenticate(await token({}, { key: stranger.privateKey }))).toBeNull();
    expect(await auth.authenticate('not.a.jwt')).toBeNull();
  });
});
