import { decodeJwtPayload, isTokenNearExpiry, sessionFromClaims, tokenExpiresAtMs } from './jwt-claims';
import { fakeJwt } from './testing/fake-jwt';

describe('decodeJwtPayload', () => {
  it('reads the payload of a base64url JWT, also with non-ASCII text', () => {
    const token = fakeJwt({ sub: 'user_1', sid: 'sess_1', name: 'Zoë ü' });
    expect(decodeJwtPayload(token)).toEqual({ sub: 'user_1', sid: 'sess_1', name: 'Zoë ü' });
  });

  it.each(['', 'abc', 'a.!!!.c', `a.${btoa('[1]')}.c`, `a.${btoa('not json')}.c`])('returns null for %p', (token) => {
    expect(decodeJwtPayload(token)).toBeNull();
  });
});

describe('sessionFromClaims (SPEC §3 Session from Clerk v2 claims)', () => {
  it('maps sub, sid and the active organisation', () => {
    expect(sessionFromClaims({ sub: 'user_1', sid: 'sess_1', o: { id: 'org_1', slg: 'acme', rol: 'admin', per: 'admin_dashboard:access, reports:read' } })).toEqual({
      userId: 'user_1',
      sessionId: 'sess_1',
      orgId: 'org_1',
      orgRole: 'org:admin',
      orgSlug: 'acme',
      orgPermissions: ['org:admin_dashboard:access', 'org:reports:read'],
    });
  });

  it('has null org fields without an active organisation', () => {
    expect(sessionFromClaims({ sub: 'u', sid: 's' })).toEqual({ userId: 'u', sessionId: 's', orgId: null, orgRole: null, orgSlug: null, orgPermissions: [] });
    expect(sessionFromClaims({ sub: 'u', sid: 's', o: {} })?.orgId).toBeNull();
  });

  it('keeps an existing org: prefix and ignores empty permission entries', () => {
    const session = sessionFromClaims({ sub: 'u', sid: 's', o: { id: 'o', rol: 'org:member', per: ',read,,' } });
    expect(session?.orgRole).toBe('org:member');
    expect(session?.orgPermissions).toEqual(['org:read']);
    expect(session?.orgSlug).toBeNull();
  });

  it('is null without sub or sid', () => {
    expect(sessionFromClaims(null)).toBeNull();
    expect(sessionFromClaims({ sub: 'u' })).toBeNull();
    expect(sessionFromClaims({ sid: 's' })).toBeNull();
  });
});

describe('token expiry', () => {
  it('prefers exp, else expiresIn from receipt', () => {
    expect(tokenExpiresAtMs({ exp: 1_000 }, 60, 5)).toBe(1_000_000);
    expect(tokenExpiresAtMs({}, 60, 1_000)).toBe(61_000);
  });

  it('is near expiry within 10 s', () => {
    expect(isTokenNearExpiry(20_000, 9_999)).toBe(false);
    expect(isTokenNearExpiry(20_000, 10_000)).toBe(true);
    expect(isTokenNearExpiry(20_000, 30_000)).toBe(true);
  });
});
