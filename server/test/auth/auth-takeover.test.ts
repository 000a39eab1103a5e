import type { FastifyInstance } from 'fastify';
import { OutboxListSchema, SessionTokenResponseSchema } from '@iprism/shared/contracts';
import { hashPassword, setPasswordHashCost } from '../../src/modules/auth/password';
import { createSession } from '../../src/modules/auth/sessions';
import { findSession } from '../../src/modules/auth/repositories/sessions';
import { createUser, findUserByEmail, type UserRecord } from '../../src/modules/accounts/repositories/users';
import { latestLinkToken } from '../auth-helpers';
import * as factories from '../factories';
import { buildTestApp } from '../helper';

const VICTIM = 'victim@example.test';
const ATTACKER_PASSWORD = 'attacker chose this one';
const OWNER_PASSWORD = 'the owner chose this one';

describe('account takeover and session theft', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ DEMO: '1' });
  }, 30_000);
  afterAll(async () => {
    await app.close();
  });

  const signIn = (email: string, password: string, remoteAddress = '10.7.0.1') => app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, remoteAddress });
  const signUp = (email: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: { name: 'Someone', email, password }, remoteAddress });

  it('an attacker who signed up first with the owner’s address keeps nothing once the owner signs up and verifies', async () => {
    // 1. The attacker signs up with the victim's address: an unverified account with the attacker's password.
    expect((await signUp(VICTIM, ATTACKER_PASSWORD, '10.6.6.6')).statusCode).toBe(202);
    await app.afterReply.idle();
    const account = await findUserByEmail(app.db, VICTIM);
    expect(account?.emailVerified).toBe(false);
    const attackersLink = await latestLinkToken(app, VICTIM, 'verify-email');
    // Whatever session the attacker might hold on the account (a second-factor attempt, say).
    const planted = await createSession(app.db, { userId: account!.id, activeOrganizationId: null, secondFactorPending: false, meta: { userAgent: 'attacker', ip: '10.6.6.6' }, now: new Date() });

    // 2. The owner signs up with their own password: it replaces the attacker's, every session ends.
    expect((await signUp(VICTIM, OWNER_PASSWORD, '10.7.0.1')).statusCode).toBe(202);
    await app.afterReply.idle();
    expect((await findSession(app.db, planted.session.id))?.revokedAt).not.toBeNull();
    const ownersLink = await latestLinkToken(app, VICTIM, 'verify-email');
    expect(ownersLink).not.toBe(attackersLink);

    // A session started between sign-up and verification ends when the address is verified.
    const between = await createSession(app.db, { userId: account!.id, activeOrganizationId: null, secondFactorPending: false, meta: { userAgent: 'attacker', ip: '10.6.6.6' }, now: new Date() });
    // The link mailed for the attacker's sign-up no longer works.
    expect((await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: attackersLink } })).statusCode).toBe(400);
    const verified = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: ownersLink } });
    expect(verified.statusCode).toBe(200);
    SessionTokenResponseSchema.parse(verified.json());
    expect((await findSession(app.db, between.session.id))?.revokedAt).not.toBeNull();

    // 3. The attacker's password is worthless, the owner's works.
    expect((await signIn(VICTIM, ATTACKER_PASSWORD, '10.6.6.6')).statusCode).toBe(401);
    expect((await signIn(VICTIM, OWNER_PASSWORD)).statusCode).toBe(200);
  });

  it('answers sign-up and forgot-password before any work that depends on the address', async () => {
    await createUser(app.db, { email: 'exists@example.test', name: 'Exists', password: OWNER_PASSWORD, emailVerified: true });
    // Hold the queue: the answers must come while nothing address-dependent has run.
    let release!: () => void;
    app.afterReply.add('hold', {}, () => new Promise<void>((resolve) => (release = resolve)));
    const answers = [];
    for (const email of ['exists@example.test', 'nobody-here@example.test']) {
      answers.push(await signUp(email, 'some long password', '10.8.0.1'));
      answers.push(await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: '10.8.0.1' }));
    }
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202]);
    expect(answers[0]!.json()).toEqual(answers[2]!.json());
    expect(answers[1]!.json()).toEqual(answers[3]!.json());
    expect(await findUserByEmail(app.db, 'nobody-here@example.test')).toBeNull();
    await new Promise((r) => setImmediate(r));
    release();
    await app.afterReply.idle();
    // Afterwards the work ran: the new account exists, the existing one got its mails.
    expect(await findUserByEmail(app.db, 'nobody-here@example.test')).not.toBeNull();
    const mails = OutboxListSchema.parse((await app.inject({ method: 'GET', url: '/api/dev/outbox?to=exists@example.test' })).json()).emails;
    expect(mails.map((m) => m.kind).sort()).toEqual(['account-exists', 'reset-password']);
  });

  it('upgrades a cheaper password hash at the next successful sign-in', async () => {
    setPasswordHashCost(12);
    const cheap = await hashPassword(OWNER_PASSWORD);
    setPasswordHashCost(app.config.passwordHashCost);
    await createUser(app.db, { email: 'old-hash@example.test', name: 'Old', passwordHash: cheap, emailVerified: true });
    expect((await signIn('old-hash@example.test', 'wrong password', '10.9.0.1')).statusCode).toBe(401);
    await app.afterReply.idle();
    expect((await findUserByEmail(app.db, 'old-hash@example.test'))?.passwordHash).toBe(cheap);
    expect((await signIn('old-hash@example.test', OWNER_PASSWORD, '10.9.0.1')).statusCode).toBe(200);
    await app.afterReply.idle();
    const upgraded = (await findUserByEmail(app.db, 'old-hash@example.test'))!.passwordHash!;
    expect(upgraded.split('$')[1]).toBe(String(2 ** app.config.passwordHashCost));
    expect((await signIn('old-hash@example.test', OWNER_PASSWORD, '10.9.0.1')).statusCode).toBe(200);
  });

  describe('refresh tokens', () => {
    const refresh = (cookie: string, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { iprism_refresh: cookie }, headers });
    const cookieOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === 'iprism_refresh')?.value;

    it('rotate on every use; a rotated one presented later ends the whole session', async () => {
      await createUser(app.db, { email: 'rotating@example.test', name: 'Rotating', password: OWNER_PASSWORD, emailVerified: true });
      const signedIn = await signIn('rotating@example.test', OWNER_PASSWORD, '10.10.0.1');
      const c1 = cookieOf(signedIn)!;
      const r1 = await refresh(c1);
      expect(r1.statusCode).toBe(200);
      const c2 = cookieOf(r1)!;
      expect(c2).toBeTruthy();
      expect(c2).not.toBe(c1);
      // Two tabs refreshing at once with the same cookie: the late one gets a token but no new cookie.
      const concurrent = await refresh(c1);
      expect(concurrent.statusCode).toBe(200);
      expect(cookieOf(concurrent)).toBeUndefined();
      const r2 = await refresh(c2);
      const c3 = cookieOf(r2)!;
      const { token } = SessionTokenResponseSchema.parse(r2.json());

      // Later, the first cookie shows up again (a copy the thief kept): the session ends for everyone.
      await app.db.query("UPDATE refresh_rotations SET rotated_at = rotated_at - interval '1 minute'");
      expect((await refresh(c1)).statusCode).toBe(401);
      expect((await refresh(c3)).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    });

    it('is a __Host- cookie, Secure, everywhere but plain-HTTP localhost, whatever a forwarded header says', async () => {
      await createUser(app.db, { email: 'cookie@example.test', name: 'Cookie', password: OWNER_PASSWORD, emailVerified: true });
      const setCookie = async (headers: Record<string, string>) => {
        const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'cookie@example.test', password: OWNER_PASSWORD }, headers, remoteAddress: '10.11.0.1' });
        expect(res.statusCode).toBe(200);
        return String(res.headers['set-cookie']);
      };
      const local = await setCookie({ host: 'localhost:8080' });
      expect(local).toMatch(/^iprism_refresh=/);
      expect(local).not.toMatch(/Secure/);
      expect(local).toMatch(/HttpOnly/);
      expect(local).toMatch(/SameSite=Strict/);
      // A forwarded header from a peer not named in TRUST_PROXY changes nothing.
      expect(await setCookie({ host: 'localhost:8080', 'x-forwarded-proto': 'https' })).toMatch(/^iprism_refresh=/);
      const remoteHosts: Record<string, string>[] = [{ host: 'iprism.example' }, { host: 'iprism.example', 'x-forwarded-proto': 'http' }];
      for (const headers of remoteHosts) {
        const remote = await setCookie(headers);
        expect(remote).toMatch(/^__Host-iprism_refresh=/);
        expect(remote).toMatch(/; Path=\/;/);
        expect(remote).toMatch(/; Secure/);
        expect(remote).not.toMatch(/Domain=/);
      }
    });
  });

  describe('the outbox outside the demo', () => {
    let prod: FastifyInstance;
    let staff: Record<'employee' | 'developer' | 'admin', UserRecord>;
    beforeAll(async () => {
      prod = await buildTestApp({ MAIL_OUTBOX: '1' });
      await factories.createUser(prod, { email: 'standard@lawfirm.example', licenseType: 'PilotLawFirmStandard' });
      staff = {
        employee: await factories.createUser(prod, { licenseType: 'iPrismEmployee' }),
        developer: await factories.createUser(prod, { licenseType: 'iPrismDeveloper' }),
        admin: await factories.createUser(prod, { licenseType: 'iPrismAdmin' }),
      };
    }, 30_000);
    afterAll(async () => {
      await prod.close();
    });

    it('is readable only by iPrismAdmin, without the links', async () => {
      await prod.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'standard@lawfirm.example' } });
      await prod.afterReply.idle();
      const url = '/api/dev/outbox?to=standard@lawfirm.example';
      expect((await prod.inject({ method: 'GET', url })).statusCode).toBe(403);
      expect((await (await factories.signedIn(prod, staff.employee)).call({ method: 'GET', url })).statusCode).toBe(403);
      expect((await (await factories.signedIn(prod, staff.developer)).call({ method: 'GET', url })).statusCode).toBe(403);
      const res = await (await factories.signedIn(prod, staff.admin)).call({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const [mail] = OutboxListSchema.parse(res.json()).emails;
      expect(mail?.kind).toBe('reset-password');
      expect(mail?.text).toContain('[link shown only in demo mode]');
      expect(mail?.text).not.toMatch(/token=|https?:\/\//);
    });
  });
});
