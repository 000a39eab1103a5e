import type { FastifyInstance } from 'fastify';
import {
  ADMIN_REQUIRED_MESSAGE,
  CLIENT_EDIT_MESSAGE,
  CSRF_HEADER,
  PERMISSION_REQUIRED_MESSAGE,
  PILOT_NO_LICENSE_MESSAGE,
  TOOLBOX_NO_LICENSE_MESSAGE,
} from '@iprism/shared/contracts';
import { orgPermission } from '../../src/platform/http/access/route-access';
import { createLawFirm, createUser } from '../factories';
import { buildTestApp } from '../helper';
import { signInAs, type TestCaller } from '../session-helper';

/** Fills `:param` segments so a declared route can be called. */
const concrete = (url: string): string => url.replace(/:[^/]+/g, 'x');

describe('the server is the law: access over HTTP', () => {
  let app: FastifyInstance;
  const callers: Record<string, TestCaller> = {};
  const as = (email: string): TestCaller => {
    const c = callers[email];
    if (!c) throw new Error(email);
    return c;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    // Test-only route: proves the orgPermission rule without putting a dummy route in production code.
    app.get('/api/test/org-permission', { config: { access: orgPermission('org:admin_dashboard:access') } }, async () => ({ ok: true }));
    await createUser(app, { email: 'admin@iprism.example', licenseType: 'iPrismAdmin' });
    await createUser(app, { email: 'developer@iprism.example', licenseType: 'iPrismDeveloper' });
    await createLawFirm(app, { admin: { email: 'pro@lawfirm.example' }, member: { email: 'standard@lawfirm.example' }, client: { email: 'client@lawfirm.example' } });
    await createUser(app, { email: 'toolbox@lawfirm.example', licenseType: 'ToolboxLawFirmStandard' });
    await createUser(app, { email: 'nolicense@company.example' });
    for (const email of ['admin@iprism.example', 'developer@iprism.example', 'pro@lawfirm.example', 'standard@lawfirm.example', 'client@lawfirm.example', 'toolbox@lawfirm.example', 'nolicense@company.example']) {
      callers[email] = await signInAs(app, email);
    }
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('refuses to start when an /api route declares no access', () => {
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/declares no access/);
  });

  it('lists every API route in one access table', () => {
    const urls = app.accessTable.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(expect.arrayContaining(['GET /api/health', 'GET /api/account', 'GET /api/account/user/license-info', 'GET /api/csrf-token', 'GET /api/applications']));
  });

  it('answers 401 with the SPEC §8 message on every non-public route without a token', async () => {
    const closed = app.accessTable.filter((r) => r.access.kind !== 'public' && r.method !== 'HEAD');
    expect(closed.length).toBeGreaterThan(10);
    for (const r of closed) {
      const res = await app.inject({ method: r.method as 'GET', url: concrete(r.url), payload: r.method === 'GET' ? undefined : {} });
      expect({ route: `${r.method} ${r.url}`, status: res.statusCode }).toEqual({ route: `${r.method} ${r.url}`, status: 401 });
      expect(res.json()).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Your session has expired. Please sign in again.' });
    }
  });

  it('answers 401 for a forged token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/account', headers: { authorization: 'Bearer not.a.jwt' } });
    expect(res.statusCode).toBe(401);
  });

  it('keeps public routes open', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  describe('licence families', () => {
    it('lets Pilot holders and staff into the patent API, not toolbox-only users', async () => {
      // The list itself is covered in patent-applications.test.ts.
      expect((await as('pro@lawfirm.example').call({ method: 'GET', url: '/api/applications' })).statusCode).toBe(200);
      expect((await as('developer@iprism.example').call({ method: 'GET', url: '/api/applications' })).statusCode).toBe(200);
      const res = await as('toolbox@lawfirm.example').call({ method: 'GET', url: '/api/applications' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: PILOT_NO_LICENSE_MESSAGE });
    });

    it('lets Toolbox holders and staff into the toolbox API, not Pilot-only users', async () => {
      const forms = await as('toolbox@lawfirm.example').call({ method: 'GET', url: '/api/toolbox/forms' });
      expect(forms.statusCode).toBe(200);
      expect((forms.json() as { forms: { id: string }[] }).forms.map((f) => f.id)).toEqual(expect.arrayContaining(['ads', 'ids']));
      expect((await as('admin@iprism.example').call({ method: 'GET', url: '/api/toolbox/forms' })).statusCode).toBe(200);
      const res = await as('pro@lawfirm.example').call({ method: 'GET', url: '/api/toolbox/forms' });
      expect(res.json()).toMatchObject({ statusCode: 403, message: TOOLBOX_NO_LICENSE_MESSAGE });
    });

    it('refuses a user without licence on both', async () => {
      expect((await as('nolicense@company.example').call({ method: 'GET', url: '/api/applications' })).statusCode).toBe(403);
      expect((await as('nolicense@company.example').call({ method: 'GET', url: '/api/toolbox/forms' })).statusCode).toBe(403);
    });

    it('opens the staff route to staff only, with the users and their licences', async () => {
      const res = await as('admin@iprism.example').call({ method: 'GET', url: '/api/admin/users' });
      expect(res.statusCode).toBe(200);
      const users = (res.json() as { users: { email: string; licenseType: string | null }[] }).users;
      expect(users.find((u) => u.email === 'toolbox@lawfirm.example')?.licenseType).toBe('ToolboxLawFirmStandard');
      expect((await as('developer@iprism.example').call({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(200);
      expect((await as('pro@lawfirm.example').call({ method: 'GET', url: '/api/admin/users' })).json()).toMatchObject({ statusCode: 403, message: ADMIN_REQUIRED_MESSAGE });
    });
  });

  describe('organisation rules', () => {
    it('lets only the organisation admin use an org-admin route', async () => {
      const body = { email: 'new.associate@lawfirm.example', role: 'org:member' };
      const member = await as('standard@lawfirm.example').call({ method: 'POST', url: '/api/organizations/current/invitations', payload: body });
      expect(member.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN', message: 'Only an organization admin can do this.' });
      const admin = await as('pro@lawfirm.example').call({ method: 'POST', url: '/api/organizations/current/invitations', payload: body });
      expect(admin.statusCode).toBe(201);
    });

    it('checks an organisation permission from the verified token', async () => {
      expect((await as('pro@lawfirm.example').call({ method: 'GET', url: '/api/test/org-permission' })).statusCode).toBe(200);
      const res = await as('standard@lawfirm.example').call({ method: 'GET', url: '/api/test/org-permission' });
      expect(res.json()).toMatchObject({ statusCode: 403, message: PERMISSION_REQUIRED_MESSAGE });
      // No active organisation: false (SPEC §5).
      expect((await as('toolbox@lawfirm.example').call({ method: 'GET', url: '/api/test/org-permission' })).statusCode).toBe(403);
    });
  });

  describe('client-portal users are read-only', () => {
    it('refuses every mutating route that is not self-service', async () => {
      const mutating = app.accessTable.filter(
        (r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && r.access.kind !== 'public' && !(r.access.kind === 'signedIn' && r.access.selfService),
      );
      expect(mutating.length).toBeGreaterThan(5);
      for (const r of mutating) {
        const res = await as('client@lawfirm.example').call({ method: r.method as 'POST', url: concrete(r.url), payload: {} });
        expect({ route: `${r.method} ${r.url}`, status: res.statusCode, message: res.json().message }).toEqual({ route: `${r.method} ${r.url}`, status: 403, message: CLIENT_EDIT_MESSAGE });
      }
    });

    it('still reads, and still edits their own account', async () => {
      expect((await as('client@lawfirm.example').call({ method: 'GET', url: '/api/applications' })).statusCode).toBe(200);
      const res = await as('client@lawfirm.example').call({ method: 'PATCH', url: '/api/account', payload: { name: 'Casey C. Client' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Casey C. Client' });
    });
  });

  describe('security tokens', () => {
    const mutate = (c: TestCaller, headers: Record<string, string>) => c.call({ method: 'PATCH', url: '/api/account', payload: { name: 'Priya Pro' }, csrf: false, headers });

    it('serves a token with its lifetime in milliseconds', async () => {
      const res = await as('pro@lawfirm.example').call({ method: 'GET', url: '/api/csrf-token' });
      expect(res.json()).toEqual({ success: true, token: expect.any(String), expiresIn: 15 * 60_000 });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('refuses a mutating call without a token', async () => {
      const res = await mutate(as('pro@lawfirm.example'), {});
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ statusCode: 403, code: 'CSRF_TOKEN_MISSING', message: expect.any(String) });
    });

    it('refuses a bad token and a token of another session', async () => {
      expect((await mutate(as('pro@lawfirm.example'), { [CSRF_HEADER]: 'garbage' })).json()).toMatchObject({ statusCode: 403, code: 'CSRF_TOKEN_INVALID' });
      const foreign = await as('standard@lawfirm.example').csrfToken();
      expect((await mutate(as('pro@lawfirm.example'), { [CSRF_HEADER]: foreign })).json()).toMatchObject({ code: 'CSRF_TOKEN_INVALID', message: 'Security token expired. Please refresh and try again.' });
    });

    it('accepts a valid token', async () => {
      const token = await as('pro@lawfirm.example').csrfToken();
      expect((await mutate(as('pro@lawfirm.example'), { [CSRF_HEADER]: token })).statusCode).toBe(200);
    });

    it('does not ask for a token on the spec’s exempt paths', async () => {
      const res = await as('pro@lawfirm.example').call({ method: 'POST', url: '/api/invitations/resend-to-email', payload: { invitationId: 'inv_missing' }, csrf: false });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('origin check', () => {
    it('refuses a mutating call from a foreign origin, even on public routes', async () => {
      const token = await as('pro@lawfirm.example').csrfToken();
      const res = await as('pro@lawfirm.example').call({ method: 'PATCH', url: '/api/account', payload: { name: 'x' }, csrf: false, headers: { [CSRF_HEADER]: token, origin: 'https://evil.example' } });
      expect(res.json()).toEqual({ statusCode: 403, code: 'ORIGIN_NOT_ALLOWED', message: expect.any(String) });
      const form = await app.inject({ method: 'POST', url: '/api/forms/feedback', headers: { origin: 'https://evil.example' }, payload: {} });
      expect(form.statusCode).toBe(403);
    });

    it('accepts the server’s own origin and lets reads through from anywhere', async () => {
      const res = await as('pro@lawfirm.example').call({ method: 'PATCH', url: '/api/account', payload: { name: 'Priya Pro' }, headers: { origin: 'http://localhost:80' } });
      expect(res.statusCode).toBe(200);
      expect((await as('pro@lawfirm.example').call({ method: 'GET', url: '/api/account', headers: { origin: 'https://evil.example' } })).statusCode).toBe(200);
    });

    it('accepts a configured origin', async () => {
      const other = await buildTestApp({ ALLOWED_ORIGINS: 'https://app.iprism.example' });
      try {
        const ok = await other.inject({ method: 'POST', url: '/api/forms/feedback', headers: { origin: 'https://app.iprism.example' }, payload: {} });
        expect(ok.statusCode).toBe(400); // through the origin check, refused by validation
      } finally {
        await other.close();
      }
    }, 30_000);
  });
});
