import type { FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import {
  AcceptedResponseSchema,
  ActiveSessionListSchema,
  AuthUserSchema,
  INVALID_CREDENTIALS_MESSAGE,
  OutboxListSchema,
  SecondFactorRequiredSchema,
  SessionTokenResponseSchema,
  TotpEnableResponseSchema,
  TotpSetupResponseSchema,
} from '@iprism/shared/contracts';
import { currentTotp } from '../../src/modules/auth/totp';
import { addMembership } from '../../src/modules/organizations/repositories/memberships';
import { createUser } from '../../src/modules/accounts/repositories/users';
import { authHeaders, latestLinkToken, refreshCookieOf } from '../auth-helpers';
import { buildTestApp } from '../helper';

const PASSWORD = 'correct horse battery';

describe('built-in identity provider', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // DEMO opens the dev outbox without a staff caller.
    app = await buildTestApp({ DEMO: '1', AUTH_RATE_LIMIT_PER_ACCOUNT: '4' });
  }, 30_000);
  afterAll(async () => {
    await app.close();
  });

  const signIn = (email: string, password: string, remoteAddress = '10.1.0.1') =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, remoteAddress });

  it('mails a verification link that carries the page the user was heading for, and never another site', async () => {
    const outboxText = async (email: string): Promise<string> => {
      await app.afterReply.idle();
      const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
      return OutboxListSchema.parse(res.json()).emails[0]?.text ?? '';
    };
    const linkIn = (text: string): URL => new URL(/http\S+\/sign-up\/verify\?\S+/.exec(text)?.[0] ?? 'http://none/');

    const invited = 'flow-invited@example.test';
    const redirectUrl = '/accept-invite?token=inv-123';
    expect((await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: { name: 'Ivy Invited', email: invited, password: PASSWORD, redirectUrl } })).statusCode).toBe(202);
    const link = linkIn(await outboxText(invited));
    expect(link.pathname).toBe('/sign-up/verify');
    expect(link.searchParams.get('redirect_url')).toBe(redirectUrl);
    // The link still verifies.
    const verified = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: link.searchParams.get('token') } });
    expect(verified.statusCode).toBe(200);

    const elsewhere = 'flow-elsewhere@example.test';
    const payload = { name: 'Eve Elsewhere', email: elsewhere, password: PASSWORD, redirectUrl: 'https://evil.example/phish' };
    expect((await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload })).statusCode).toBe(202);
    expect(linkIn(await outboxText(elsewhere)).searchParams.has('redirect_url')).toBe(false);
  });

  it('signs up, verifies through the outbox link, signs in, refreshes, answers /me and signs out', async () => {
    const email = 'flow-ada@example.test';
    const signUp = await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: { name: 'Ada Lovelace', email: 'Flow-Ada@Example.test', password: PASSWORD } });
    expect(signUp.statusCode).toBe(202);
    AcceptedResponseSchema.parse(signUp.json());
    // The account is made after the answer.
    await app.afterReply.idle();

    // Not verified yet: the right password gets the coded 403 (and a fresh link).
    const early = await signIn(email, PASSWORD);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: 'Please verify your email address first. We have sent you a new link.' });

    await app.afterReply.idle();
    const outbox = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(outbox.statusCode).toBe(200);
    const { emails } = OutboxListSchema.parse(outbox.json());
    expect(emails.map((e) => e.kind)).toEqual(['verify-email', 'verify-email']);
    const link = /http\S+\/sign-up\/verify\?token=(\S+)/.exec(emails[0]?.text ?? '');
    expect(link).not.toBeNull();

    const verified = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: decodeURIComponent(link?.[1] ?? '') } });
    expect(verified.statusCode).toBe(200);
    expect(SessionTokenResponseSchema.parse(verified.json()).user).toMatchObject({ primaryEmail: email, emailVerified: true, name: 'Ada Lovelace' });
    // Single use.
    const again = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: decodeURIComponent(link?.[1] ?? '') } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This verification link is invalid or has expired.');

    const res = await signIn(email, PASSWORD);
    expect(res.statusCode).toBe(200);
    const session = SessionTokenResponseSchema.parse(res.json());
    expect(session.expiresIn).toBe(60);
    const cookie = res.cookies.find((c) => c.name === 'iprism_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 30 * 24 * 3600 });
    expect(cookie?.secure).toBeFalsy();

    const refreshed = await app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { iprism_refresh: cookie?.value ?? '' } });
    expect(refreshed.statusCode).toBe(200);
    const { token } = SessionTokenResponseSchema.parse(refreshed.json());

    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(AuthUserSchema.parse(me.json().user)).toMatchObject({ primaryEmail: email, twoFactorEnabled: false, organizationMemberships: [] });

    const sessions = await app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { authorization: `Bearer ${token}` } });
    expect(ActiveSessionListSchema.parse(sessions.json()).sessions.filter((s) => s.current)).toHaveLength(1);

    const out = await app.inject({ method: 'POST', url: '/api/auth/sign-out', cookies: { iprism_refresh: cookie?.value ?? '' } });
    expect(out.statusCode).toBe(204);
    expect(refreshCookieOf(out)).toBe('');
    // The session is gone: neither the cookie nor the still-unexpired token works any more.
    expect((await app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { iprism_refresh: cookie?.value ?? '' } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
  });

  it('answers 204 without a cookie (nothing to restore) and 401 with a forged one', async () => {
    const none = await app.inject({ method: 'POST', url: '/api/auth/refresh' });
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
    expect((await app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { iprism_refresh: 'sess_x.forged' } })).statusCode).toBe(401);
  });

  it('does not tell whether an address has an account', async () => {
    await createUser(app.db, { email: 'known@example.test', name: 'Known', password: PASSWORD, emailVerified: true });
    const unknown = await signIn('nobody@example.test', PASSWORD, '10.1.0.2');
    const wrong = await signIn('known@example.test', 'not the password', '10.1.0.2');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe(INVALID_CREDENTIALS_MESSAGE);

    const fresh = await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: { name: 'New', email: 'brand-new@example.test', password: PASSWORD } });
    const taken = await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: { name: 'Mallory', email: 'known@example.test', password: 'another password 1' } });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    await app.afterReply.idle();
    const mails = OutboxListSchema.parse((await app.inject({ method: 'GET', url: '/api/dev/outbox?to=known@example.test' })).json()).emails;
    expect(mails[0]?.kind).toBe('account-exists');
    // The existing password still works; sign-up changed nothing.
    expect((await signIn('known@example.test', PASSWORD, '10.1.0.3')).statusCode).toBe(200);

    for (const url of ['/api/auth/forgot-password', '/api/auth/resend-verification']) {
      const a = await app.inject({ method: 'POST', url, payload: { email: 'known@example.test' } });
      const b = await app.inject({ method: 'POST', url, payload: { email: 'nobody@example.test' } });
      expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
      expect(a.json()).toEqual(b.json());
    }
  });

  it('slows guessing per account and address with 429, Retry-After and the SPEC message, without locking the owner out', async () => {
    await createUser(app.db, { email: 'target@example.test', name: 'Target', password: PASSWORD, emailVerified: true });
    // AUTH_RATE_LIMIT_PER_ACCOUNT=4 for this app: the fifth guess from one address waits.
    for (let i = 0; i < 4; i++) expect((await signIn('target@example.test', 'wrong password', '10.2.0.1')).statusCode).toBe(401);
    const limited = await signIn('target@example.test', 'wrong password', '10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests. Please wait before trying again.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits from that address; the owner, from theirs, signs in.
    expect((await signIn('target@example.test', PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    expect((await signIn('target@example.test', PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('counts failed sign-ins per account and address: the right password starts the count afresh', async () => {
    const email = 'regular@example.test';
    await createUser(app.db, { email, name: 'Regular', password: PASSWORD, emailVerified: true });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 3; i++) expect((await signIn(email, 'wrong password', '10.4.0.1')).statusCode).toBe(401);
      expect((await signIn(email, PASSWORD, '10.4.0.1')).statusCode).toBe(200);
    }
  });

  it('resets a password through the mailed link and ends every session', async () => {
    const email = 'reset@example.test';
    await createUser(app.db, { email, name: 'Reset', password: PASSWORD, emailVerified: true });
    const old = SessionTokenResponseSchema.parse((await signIn(email, PASSWORD, '10.3.0.1')).json());
    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const token = await latestLinkToken(app, email, 'reset-password');
    const reset = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'a brand new password' } });
    expect(reset.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${old.token}` } })).statusCode).toBe(401);
    expect((await signIn(email, 'a brand new password', '10.3.0.1')).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'yet another password' } })).statusCode).toBe(400);
  });

  it('issues RS256 tokens of 60 s with Clerk v2 claims and the active organisation', async () => {
    const email = 'claims@example.test';
    const user = await createUser(app.db, { email, name: 'Claims', password: PASSWORD, emailVerified: true });
    await app.db.query(`INSERT INTO organizations (id, name, slug) VALUES ('org_claims', 'Claims LLP', 'claims-llp')`);
    await addMembership(app.db, { organizationId: 'org_claims', userId: user.id, role: 'org:admin', permissions: ['org:admin_dashboard:access', 'org:reports:read'] });

    const res = SessionTokenResponseSchema.parse((await signIn(email, PASSWORD, '10.4.0.1')).json());
    const header = decodeProtectedHeader(res.token);
    expect(header).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    const claims = decodeJwt(res.token);
    expect(claims.exp! - claims.iat!).toBe(60);
    expect(claims).toMatchObject({ sub: user.id, iss: 'iprism', v: 2, o: { id: 'org_claims', slg: 'claims-llp', rol: 'admin', per: 'admin_dashboard:access,reports:read' } });
    expect(claims.sid).toMatch(/^sess_/);
    expect(claims.nbf).toBe(claims.iat);
    expect(typeof claims.azp).toBe('string');
    expect(res.user.activeOrganizationId).toBe('org_claims');

    const jwks = (await app.inject({ method: 'GET', url: '/api/auth/jwks' })).json<{ keys: Array<{ kid: string; n: string; kty: string }> }>();
    const jwk = jwks.keys.find((k) => k.kid === header.kid);
    expect(jwk?.kty).toBe('RSA');
    expect(Buffer.from(jwk?.n ?? '', 'base64url').length * 8).toBe(2048);
    await expect(jwtVerify(res.token, await importJWK(jwk!, 'RS256'))).resolves.toBeTruthy();

    const principal = await app.authenticator.authenticate(res.token);
    expect(principal).toEqual({ userId: user.id, sessionId: claims.sid, orgId: 'org_claims', orgRole: 'org:admin', orgSlug: 'claims-llp', orgPermissions: ['org:admin_dashboard:access', 'org:reports:read'], provider: 'builtin', publicRole: null });

    // Leaving the organisation drops the `o` claim.
    const headers = await authHeaders(app, res.token);
    const switched = await app.inject({ method: 'POST', url: '/api/auth/active-organization', headers, payload: { organizationId: null } });
    expect(switched.statusCode).toBe(200);
    expect(decodeJwt(SessionTokenResponseSchema.parse(switched.json()).token).o).toBeUndefined();
    const foreign = await app.inject({ method: 'POST', url: '/api/auth/active-organization', headers, payload: { organizationId: 'org_someone_else' } });
    expect(foreign.statusCode).toBe(403);
  });

  it('requires the second factor once TOTP is on; a recovery code works once', async () => {
    const email = 'totp@example.test';
    await createUser(app.db, { email, name: 'Totp', password: PASSWORD, emailVerified: true });
    const first = SessionTokenResponseSchema.parse((await signIn(email, PASSWORD, '10.5.0.1')).json());
    const headers = await authHeaders(app, first.token);
    const setup = TotpSetupResponseSchema.parse((await app.inject({ method: 'POST', url: '/api/auth/totp/setup', headers })).json());
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/iPrism:totp%40example\.test\?.*issuer=iPrism/);
    expect((await app.inject({ method: 'POST', url: '/api/auth/totp/enable', headers, payload: { code: '000000' } })).statusCode).toBe(400);
    const enabled = await app.inject({ method: 'POST', url: '/api/auth/totp/enable', headers, payload: { code: currentTotp(setup.secret) } });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = TotpEnableResponseSchema.parse(enabled.json());
    expect(recoveryCodes).toHaveLength(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);

    const challenge = SecondFactorRequiredSchema.parse((await signIn(email, PASSWORD, '10.5.0.2')).json());
    // The attempt token is no refresh credential.
    expect((await app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { iprism_refresh: challenge.attemptToken } })).statusCode).toBe(401);
    const bad = await app.inject({ method: 'POST', url: '/api/auth/sign-in/factor-two', payload: { attemptToken: challenge.attemptToken, code: '123456' } });
    expect(bad.statusCode).toBe(401);
    // The code that switched the factor on was spent; so is every code of an earlier step.
    const replayed = await app.inject({ method: 'POST', url: '/api/auth/sign-in/factor-two', payload: { attemptToken: challenge.attemptToken, code: currentTotp(setup.secret) }, remoteAddress: '10.5.1.1' });
    expect(replayed.statusCode).toBe(401);
    const nextCode = currentTotp(setup.secret, new Date(Date.now() + 30_000));
    const good = await app.inject({ method: 'POST', url: '/api/auth/sign-in/factor-two', payload: { attemptToken: challenge.attemptToken, code: nextCode } });
    expect(good.statusCode).toBe(200);
    SessionTokenResponseSchema.parse(good.json());
    expect(refreshCookieOf(good)).toBeTruthy();
    // The attempt is used up.
    expect((await app.inject({ method: 'POST', url: '/api/auth/sign-in/factor-two', payload: { attemptToken: challenge.attemptToken, code: nextCode } })).statusCode).toBe(401);
    // A new attempt with the code already accepted: refused, the code was good once.
    const again = SecondFactorRequiredSchema.parse((await signIn(email, PASSWORD, '10.5.0.2')).json());
    expect((await app.inject({ method: 'POST', url: '/api/auth/sign-in/factor-two', payload: { attemptToken: again.attemptToken, code: nextCode }, remoteAddress: '10.5.1.2' })).statusCode).toBe(401);

    const recovery = recoveryCodes[0]!;
    const attempt2 = SecondFactorRequiredSchema.parse((await signIn(email, PASSWORD, '10.5.0.3')).json());
    const viaRecovery = await app.inject({ method: 'POST', url: '/api/auth/sign-in/factor-two', payload: { attemptToken: attempt2.attemptToken, code: recovery.toUpperCase() } });
    expect(viaRecovery.statusCode).toBe(200);
    const attempt3 = SecondFactorRequiredSchema.parse((await signIn(email, PASSWORD, '10.5.0.4')).json());
    const reused = await app.inject({ method: 'POST', url: '/api/auth/sign-in/factor-two', payload: { attemptToken: attempt3.attemptToken, code: recovery } });
    expect(reused.statusCode).toBe(401);
  });

  it('changes the password with the current one and revokes the other sessions', async () => {
    const email = 'change@example.test';
    await createUser(app.db, { email, name: 'Change', password: PASSWORD, emailVerified: true });
    const a = SessionTokenResponseSchema.parse((await signIn(email, PASSWORD, '10.6.0.1')).json());
    const b = SessionTokenResponseSchema.parse((await signIn(email, PASSWORD, '10.6.0.2')).json());
    const headers = await authHeaders(app, a.token);
    expect((await app.inject({ method: 'POST', url: '/api/auth/password', headers, payload: { currentPassword: 'wrong one', newPassword: 'a new long password' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/auth/password', headers, payload: { currentPassword: PASSWORD, newPassword: 'a new long password' } })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${a.token}` } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${b.token}` } })).statusCode).toBe(401);
  });
});

describe('dev outbox access', () => {
  it('is closed without DEMO to anonymous callers', async () => {
    const app = await buildTestApp();
    expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(403);
    await app.close();
  }, 30_000);
});
