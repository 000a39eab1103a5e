import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, ActiveTermsSchema, HeartbeatResultSchema, IDLE_SIGNED_OUT_MESSAGE, PendingTermsSchema, TermsVersionListSchema } from '@iprism/shared/contracts';
import { createSession } from '../../src/modules/auth/sessions';
import { ConfigError, loadConfig } from '../../src/platform/config/config';
import { findUserByEmail } from '../../src/modules/accounts/repositories/users';
import { createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import { signInAs, type TestCaller } from '../session-helper';

const version = (over: Record<string, unknown> = {}) => ({
  kind: 'terms',
  version: '2.0',
  body: '## About these terms\n\nThese are the updated terms of service for iPrism, effective from the date shown.',
  changeSummary: 'Clarified how AI output may be used.',
  effectiveAt: new Date(Date.now() - 60_000).toISOString(),
  ...over,
});

describe('terms versions', () => {
  let app: FastifyInstance;
  let admin: TestCaller;
  let pro: TestCaller;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await signedIn(app, await createUser(app, { licenseType: 'iPrismAdmin' }));
    pro = await signedIn(app, await createUser(app, { licenseType: 'PilotLawFirmPro' }));
    // Accounts signed up before the new version took effect; signing up later accepts the terms then in force.
    await app.db.query("UPDATE users SET created_at = now() - interval '30 days'");
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('answers the built-in texts as version 1.0 before any version is published, to anyone', async () => {
    const res = await app.inject('/api/terms/active');
    expect(res.statusCode).toBe(200);
    const active = ActiveTermsSchema.parse(res.json());
    expect(active.terms.version).toBe('1.0');
    expect(active.privacy.body).toContain('## Who we are');
    expect(PendingTermsSchema.parse((await pro.call({ method: 'GET', url: '/api/terms/pending' })).json()).pending).toBeNull();
  });

  it('lets only staff publish; a published version becomes active and is asked of existing users once', async () => {
    expect((await pro.call({ method: 'POST', url: '/api/admin/terms', payload: version() })).statusCode).toBe(403);
    const bad = await admin.call({ method: 'POST', url: '/api/admin/terms', payload: version({ changeSummary: '' }) });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('changeSummary');

    const res = await admin.call({ method: 'POST', url: '/api/admin/terms', payload: version() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'active', version: '2.0' });
    expect((await admin.call({ method: 'POST', url: '/api/admin/terms', payload: version() })).statusCode).toBe(409);

    const active = ActiveTermsSchema.parse((await app.inject('/api/terms/active')).json());
    expect(active.terms.version).toBe('2.0');
    expect(active.privacy.version).toBe('1.0');

    const pending = PendingTermsSchema.parse((await pro.call({ method: 'GET', url: '/api/terms/pending' })).json()).pending;
    expect(pending).toMatchObject({ version: '2.0', changeSummary: 'Clarified how AI output may be used.' });
    expect((await pro.call({ method: 'POST', url: '/api/terms/accept', payload: { versionId: pending!.id } })).statusCode).toBe(200);
    expect(PendingTermsSchema.parse((await pro.call({ method: 'GET', url: '/api/terms/pending' })).json()).pending).toBeNull();

    const list = TermsVersionListSchema.parse((await admin.call({ method: 'GET', url: '/api/admin/terms' })).json()).versions;
    expect(list.find((v) => v.version === '2.0')?.acceptances).toBe(1);
  });

  it('keeps a future version scheduled: not active, not asked', async () => {
    const res = await admin.call({ method: 'POST', url: '/api/admin/terms', payload: version({ version: '3.0', effectiveAt: new Date(Date.now() + 86_400_000).toISOString() }) });
    expect(res.json()).toMatchObject({ status: 'scheduled' });
    expect(ActiveTermsSchema.parse((await app.inject('/api/terms/active')).json()).terms.version).toBe('2.0');
    const accept = await pro.call({ method: 'POST', url: '/api/terms/accept', payload: { versionId: (res.json() as { id: string }).id } });
    expect(accept.statusCode).toBe(400);
  });
});

describe('session heartbeat', () => {
  let app: FastifyInstance;
  let pro: TestCaller;

  beforeAll(async () => {
    app = await buildTestApp();
    pro = await signedIn(app, await createUser(app, { licenseType: 'PilotLawFirmPro' }));
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('needs a session but no security token, and writes at most once a minute', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/session/heartbeat' })).statusCode).toBe(401);
    await app.db.query("UPDATE sessions SET last_active_at = now() - interval '5 minutes' WHERE id = $1", [pro.sessionId]);
    const first = HeartbeatResultSchema.parse((await pro.call({ method: 'POST', url: '/api/session/heartbeat', csrf: false })).json());
    expect(first.recorded).toBe(true);
    expect(Date.now() - Date.parse(first.lastSeenAt)).toBeLessThan(10_000);
    const second = HeartbeatResultSchema.parse((await pro.call({ method: 'POST', url: '/api/session/heartbeat', csrf: false })).json());
    expect(second).toEqual({ lastSeenAt: first.lastSeenAt, recorded: false });
  });
});

describe('idle sign-out', () => {
  let app: FastifyInstance;
  const seenMinutesAgo = (sessionId: string, minutes: number) =>
    app.db.query('UPDATE sessions SET last_active_at = $2 WHERE id = $1', [sessionId, new Date(Date.now() - minutes * 60_000).toISOString()]);
  const newSession = async (email: string) => {
    const user = await findUserByEmail(app.db, email);
    return createSession(app.db, { userId: user!.id, activeOrganizationId: null, secondFactorPending: false, meta: { userAgent: 'jest', ip: '127.0.0.1' }, now: new Date() });
  };
  const refresh = (credential: string) => app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { iprism_refresh: credential } });

  beforeAll(async () => {
    app = await buildTestApp({ SESSION_IDLE_MINUTES: '30' });
    await createUser(app, { email: 'pro@lawfirm.example', licenseType: 'PilotLawFirmPro' });
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('is off by default and refuses a limit shorter than the heartbeat can keep', () => {
    expect(loadConfig({}).sessionIdleMinutes).toBeNull();
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '3' })).toThrow(ConfigError);
    expect(app.config.sessionIdleMinutes).toBe(30);
  });

  it('refuses the token of a session not seen for longer than the limit, and keeps one seen within it', async () => {
    const idle = await signInAs(app, 'pro@lawfirm.example');
    await seenMinutesAgo(idle.sessionId, 31);
    expect((await idle.call({ url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await idle.call({ method: 'POST', url: '/api/session/heartbeat', csrf: false })).statusCode).toBe(401);
    const recent = await signInAs(app, 'pro@lawfirm.example');
    await seenMinutesAgo(recent.sessionId, 29);
    expect((await recent.call({ url: '/api/auth/me' })).statusCode).toBe(200);
  });

  it('ends an idle session at refresh, with the reason; a refresh alone does not count as activity', async () => {
    const idle = await newSession('pro@lawfirm.example');
    await seenMinutesAgo(idle.session.id, 31);
    const refused = await refresh(idle.credential);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: ERROR_CODES.SESSION_IDLE, message: IDLE_SIGNED_OUT_MESSAGE });
    const { rows } = await app.db.query<{ revoked_at: Date | null }>('SELECT revoked_at FROM sessions WHERE id = $1', [idle.session.id]);
    expect(rows[0]?.revoked_at).not.toBeNull();

    const active = await newSession('pro@lawfirm.example');
    await seenMinutesAgo(active.session.id, 10);
    expect((await refresh(active.credential)).statusCode).toBe(200);
    const seen = await app.db.query<{ last_active_at: Date }>('SELECT last_active_at FROM sessions WHERE id = $1', [active.session.id]);
    expect(Date.now() - new Date(seen.rows[0]!.last_active_at).getTime()).toBeGreaterThan(9 * 60_000);
  });
});
