import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { apiSignIn, callerFor, createVerifiedUser } from '../support/identity';
import { SignInScreen } from '../support/pages/auth-forms';
import { LayoutFrame } from '../support/pages/layout-frame';
import { UnauthorizedScreen, locationOf } from '../support/pages/unauthorized-screen';
import { DEMO, DEMO_PASSWORD, signInAs } from '../support/sign-in';
import { SPEC_MESSAGES as MSG } from '../support/spec-messages';

const DEVELOPER = 'developer@iprism.example';

/** The pending-organisation redirect of SPEC §4: the account page's organisation tab, pending=true and the message. */
const PENDING_QUERY = { tab: 'organization', pending: 'true', message: MSG.pendingOrganization };

/** Waits until the browser is on `path` with exactly `query` (and, when given, `hash`). */
async function expectLocation(page: Page, path: string, query: Record<string, string> = {}, hash = ''): Promise<void> {
  await expect.poll(() => locationOf(page)).toEqual({ path, query, hash });
}

/** The page the route table draws for `title`, inside its layout (not a refusal, not the 404 page). */
async function expectPage(page: Page, layout: string, title: string): Promise<void> {
  const frame = new LayoutFrame(page);
  await expect(frame.root).toHaveAttribute('data-layout', layout);
  await expect(frame.pageTitle).toHaveText(title);
}

test.describe('landing after signing in through the form (no redirect_url)', () => {
  /**
   * Without redirect_url the form goes to /dashboard, the signed-in home: one card per area the licence
   * opens (the guards' own table); each card leads where the guards then allow, refuse or redirect.
   */
  const SIGNED_IN_ONLY = ['drafting', 'acquisitions', 'litigate', 'translate', 'subscription'];
  const PILOT = ['patent', 'scout', ...SIGNED_IN_ONLY];
  const LANDINGS: { who: string; email: string; areas: string[] }[] = [
    { who: 'staff admin', email: DEMO.admin, areas: ['patent', 'scout', 'toolbox', ...SIGNED_IN_ONLY.slice(0, 4), 'trademark', 'subscription', 'admin', 'employee'] },
    { who: 'staff employee', email: DEMO.employee, areas: ['patent', 'scout', 'toolbox', ...SIGNED_IN_ONLY.slice(0, 4), 'trademark', 'subscription', 'employee'] },
    { who: 'staff developer', email: DEVELOPER, areas: ['patent', 'scout', 'toolbox', ...SIGNED_IN_ONLY, 'employee'] },
    { who: 'law-firm pro', email: DEMO.pro, areas: PILOT },
    { who: 'client portal', email: DEMO.client, areas: PILOT },
    { who: 'organisation licence', email: DEMO.org, areas: PILOT },
    { who: 'toolbox only', email: DEMO.toolbox, areas: ['toolbox', ...SIGNED_IN_ONLY] },
    { who: 'pending organisation', email: DEMO.pending, areas: SIGNED_IN_ONLY },
    { who: 'no licence', email: DEMO.noLicense, areas: SIGNED_IN_ONLY },
  ];

  for (const landing of LANDINGS) {
    test(`${landing.who} (${landing.email})`, async ({ page, consoleWatch }) => {
      void consoleWatch;
      const signIn = new SignInScreen(page);
      await signIn.goto();
      await signIn.signIn(landing.email, DEMO_PASSWORD);
      await expectLocation(page, '/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Home' })).toBeVisible();
      const cards = page.getByTestId('home-areas').locator('[data-testid^="home-area-"]');
      await expect.poll(async () => (await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))).map((id) => id?.replace('home-area-', ''))).toEqual(landing.areas);
    });
  }

  test('a card leads on through the guards: the pending user to the organisation tab, no licence to the refusal', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await signInAs(page, DEMO.pending);
    await page.goto('/dashboard/patent');
    await expectLocation(page, '/dashboard/patent/account', PENDING_QUERY);
    await expectPage(page, 'dashboard', 'Account Settings');
    await signInAs(page, DEMO.noLicense);
    await page.goto('/dashboard');
    await expect(page.getByTestId('home-no-licence')).toBeVisible();
    await page.goto('/dashboard/patent');
    await new UnauthorizedScreen(page).expectRefusal('no-license', MSG.pilotNoLicense);
  });
});

test.describe('refusals of SPEC §8 on /unauthorized', () => {
  test('personal e-mail: a law-firm licence with a gmail address is refused the patent dashboard, not its settings', async ({ page, consoleWatch }) => {
    void consoleWatch;
    const refusal = new UnauthorizedScreen(page);
    await signInAs(page, DEMO.personal);
    await page.goto('/dashboard/patent/archives');
    await refusal.expectRefusal('personal-email', MSG.personalEmail);
    await expect(refusal.action('Switch account')).toBeVisible();
    await expect(refusal.action('Contact support')).toHaveAttribute('href', '/support');

    // Settings is exempt (the user must be able to change the address).
    await page.goto('/dashboard/patent/settings');
    await expectLocation(page, '/dashboard/patent/settings');
    await expectPage(page, 'dashboard', 'Settings');
  });

  test('client portal: admin area, blocked patent pages and any path ending in new', async ({ page, consoleWatch }) => {
    void consoleWatch;
    const refusal = new UnauthorizedScreen(page);
    await signInAs(page, DEMO.client);
    const cases: [string, string][] = [
      ['/admin', MSG.clientAdmin],
      ['/admin/accounts', MSG.clientAdmin],
      ['/dashboard/patent/upgrade', MSG.clientFeature],
      ['/dashboard/patent/settings', MSG.clientFeature],
      ['/dashboard/patent/classification-explorer', MSG.clientFeature],
      ['/dashboard/patent/archives/new', MSG.clientEdit],
    ];
    for (const [path, message] of cases) {
      await test.step(path, async () => {
        await page.goto(path);
        await refusal.expectRefusal('client-access', message);
      });
    }
    await expect(refusal.action('Go to dashboard')).toHaveAttribute('href', '/dashboard');

    // Read-only pages stay open.
    await page.goto('/dashboard/patent/archives');
    await expectPage(page, 'dashboard', 'Archives');
  });

  test('client portal: the account page allows only the myAccount tab', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await signInAs(page, DEMO.client);
    await page.goto('/dashboard/patent/account?tab=organization');
    await expectLocation(page, '/dashboard/patent/account', { tab: 'myAccount' });
    await expectPage(page, 'dashboard', 'Account Settings');

    await page.goto('/dashboard/patent/account?tab=myAccount');
    await expectLocation(page, '/dashboard/patent/account', { tab: 'myAccount' });
  });

  test('a path ending in new is only a client-portal refusal: others get the 404 page', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await signInAs(page, DEMO.pro);
    await page.goto('/dashboard/patent/archives/new');
    await expectLocation(page, '/dashboard/patent/archives/new');
    await expect(page.getByTestId('error-title')).toHaveText('Page Not Found');
  });

  test('pilot no-licence: a toolbox-only user is refused the patent and scout dashboards', async ({ page, consoleWatch }) => {
    void consoleWatch;
    const refusal = new UnauthorizedScreen(page);
    await signInAs(page, DEMO.toolbox);
    await page.goto('/dashboard/patent');
    await refusal.expectRefusal('no-license', MSG.pilotNoLicense);
    await expect(refusal.action('See plans')).toHaveAttribute('href', '/pricing');
    await page.goto('/dashboard/scout/patents');
    await refusal.expectRefusal('no-license', MSG.pilotNoLicense);
  });

  test('toolbox no-licence: a Pilot law-firm Pro user is refused the toolbox', async ({ page, consoleWatch }) => {
    void consoleWatch;
    const refusal = new UnauthorizedScreen(page);
    await signInAs(page, DEMO.pro);
    await page.goto('/dashboard/toolbox/formfill');
    await refusal.expectRefusal('no-license', MSG.toolboxNoLicense);
    await expect(refusal.action('See plans')).toHaveAttribute('href', '/pricing');
  });

  test('admin-required: a law-firm member is refused the admin area', async ({ page, consoleWatch }) => {
    void consoleWatch;
    const refusal = new UnauthorizedScreen(page);
    await signInAs(page, DEMO.standard);
    await page.goto('/admin/accounts');
    await refusal.expectRefusal('admin-required', MSG.adminRequired);
    await expect(refusal.action('Go to dashboard')).toHaveAttribute('href', '/dashboard');
  });

  test('route requirements: trademark needs an admin or employee licence', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await signInAs(page, DEMO.pro);
    await page.goto('/dashboard/trademark');
    await new UnauthorizedScreen(page).expectRefusal('no-license', MSG.licenseTypeRequired);
  });

  test('route requirements: staff employees may open trademark', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await signInAs(page, DEMO.employee);
    await page.goto('/dashboard/trademark');
    await expectLocation(page, '/dashboard/trademark');
    await expectPage(page, 'dashboard', 'Trademark');
  });

  test('route requirements: the team page needs a membership that manages members, in the browser and on the server', async ({ page, consoleWatch }) => {
    consoleWatch.allow(/status of 403/);
    await signInAs(page, DEMO.pro);
    await page.goto('/dashboard/patent');
    await page.getByTestId('area-nav').getByRole('link', { name: 'Team' }).click();
    await expectPage(page, 'dashboard', 'Team');
    await expect(page.getByTestId('team-row').filter({ hasText: DEMO.standard })).toBeVisible();
    await expect(page.getByTestId('team-row').filter({ hasText: DEMO.client })).toContainText('Client portal');

    await page.context().clearCookies();
    await signInAs(page, DEMO.standard);
    await page.goto('/dashboard/patent');
    await expect(page.getByTestId('area-nav').getByRole('link', { name: 'Archives' })).toBeVisible();
    await expect(page.getByTestId('area-nav').getByRole('link', { name: 'Team' })).toHaveCount(0);
    await page.goto('/dashboard/patent/team');
    await new UnauthorizedScreen(page).expectRefusal('no-license', MSG.permissionRequired);
    const signIn = await page.request.post('/api/auth/sign-in', { data: { email: DEMO.standard, password: DEMO_PASSWORD } });
    const { token } = (await signIn.json()) as { token: string };
    const res = await page.request.get('/api/organizations/current/team', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(MSG.permissionRequired);
  });

  test('route requirements: the admin root needs the admin licence, the rest of /admin any staff licence', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await signInAs(page, DEMO.employee);
    await page.goto('/admin');
    await new UnauthorizedScreen(page).expectRefusal('no-license', MSG.licenseTypeRequired);
    await page.goto('/admin/accounts');
    await expectPage(page, 'admin', 'Admin - Accounts');
  });

  test('route requirements: a staff administrator opens the admin root', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await signInAs(page, DEMO.admin);
    await page.goto('/admin');
    await expectLocation(page, '/admin');
    await expectPage(page, 'admin', 'Admin');
  });

  test('pending organisation: other patent pages redirect to the organisation tab; account, settings and support stay open', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await signInAs(page, DEMO.pending);
    await page.goto('/dashboard/patent/archives');
    await expectLocation(page, '/dashboard/patent/account', PENDING_QUERY);
    await expect(page.getByText(MSG.pendingOrganization, { exact: true }).first()).toBeVisible();

    await page.goto('/dashboard/patent/support');
    await expectLocation(page, '/dashboard/patent/support');
    await expectPage(page, 'dashboard', 'Support & Documentation');
  });
});

test.describe('signed-out visits', () => {
  test('a protected page sends the visitor to sign in and back to the full original path', async ({ page, consoleWatch }) => {
    void consoleWatch;
    const original = '/dashboard/patent/archives?x=1#y';
    await page.goto(original);
    await expectLocation(page, '/sign-in', { redirect_url: original });

    await new SignInScreen(page).signIn(DEMO.standard, DEMO_PASSWORD);
    await expectLocation(page, '/dashboard/patent/archives', { x: '1' }, '#y');
    await expectPage(page, 'dashboard', 'Archives');
  });

  test('an unknown page inside a protected area also asks to sign in first', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/admin/no-such-page');
    await expectLocation(page, '/sign-in', { redirect_url: '/admin/no-such-page' });
  });
});

test.describe('session expiry and refresh', () => {
  test('the 60 s token refresh keeps the page and what was typed', async ({ page, request, consoleWatch }) => {
    void consoleWatch;
    const user = await createVerifiedUser(request, 'idn-refresh');
    await page.clock.install();
    await signInAs(page, user.email, user.password);
    await page.goto('/onboarding/organization');
    const name = page.getByRole('textbox', { name: 'Organization name', exact: true });
    await name.fill('Half-typed Partners');

    const refreshed = page.waitForResponse((res) => res.url().endsWith('/api/auth/refresh') && res.request().method() === 'POST');
    await page.clock.fastForward(61_000);
    expect((await refreshed).status()).toBe(200);

    await expectLocation(page, '/onboarding/organization');
    await expect(name).toHaveValue('Half-typed Partners');
  });

  test('a session revoked elsewhere: the next refresh sends the user to sign in and back to the page', async ({ page, request, consoleWatch }) => {
    consoleWatch.allow(/status of 401/);
    const user = await createVerifiedUser(request, 'idn-revoked');
    await page.clock.install();
    await signInAs(page, user.email, user.password);
    await page.goto('/onboarding/organization?step=2');
    await page.getByRole('textbox', { name: 'Organization name', exact: true }).fill('Half-typed Partners');

    // The browser's own session, revoked from another session of the same user (the sessions list).
    const browserToken = await page.evaluate(async () => (await window.__IPRISM_IDENTITY__?.getToken()) ?? null);
    expect(browserToken).not.toBeNull();
    const browserSession = callerFor(request, browserToken!).sessionId;
    const other = await apiSignIn(request, user.email, user.password);
    const revoked = await request.delete(`/api/auth/sessions/${browserSession}`, { headers: await other.mutatingHeaders() });
    expect(revoked.status()).toBe(204);

    await page.clock.fastForward(61_000);
    await expectLocation(page, '/sign-in', { redirect_url: '/onboarding/organization?step=2' });

    await new SignInScreen(page).signIn(user.email, user.password);
    await expectLocation(page, '/onboarding/organization', { step: '2' });
    await expect(page.getByRole('heading', { level: 1, name: 'Your organization' })).toBeVisible();
  });

  test('a session revoked elsewhere: moving to another section asks to sign in, not for a subscription', async ({ page, request, consoleWatch }) => {
    consoleWatch.allow(/status of 401/);
    await signInAs(page, DEMO.standard);
    await page.goto('/dashboard/patent');
    await expectPage(page, 'dashboard', 'Dashboard');

    const browserToken = await page.evaluate(async () => (await window.__IPRISM_IDENTITY__?.getToken()) ?? null);
    const browser = callerFor(request, browserToken!);
    const revoked = await request.delete(`/api/auth/sessions/${browser.sessionId}`, { headers: await browser.mutatingHeaders() });
    expect(revoked.status()).toBe(204);

    // A different dashboard section refreshes the licence (SPEC §4); the lookup now answers 401.
    await page.getByRole('navigation', { name: 'Patent dashboard', exact: true }).getByRole('link', { name: 'Scout', exact: true }).click();
    await expectLocation(page, '/sign-in', { redirect_url: '/dashboard/scout' });
  });
});

test.describe('the server is the law (raw HTTP)', () => {
  test('a toolbox-only token is refused the patent API; a Pilot token is not', async ({ request }) => {
    const toolbox = await apiSignIn(request, DEMO.toolbox, DEMO_PASSWORD);
    const refused = await request.get('/api/applications', { headers: toolbox.headers() });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: MSG.pilotNoLicense });

    const pro = await apiSignIn(request, DEMO.pro, DEMO_PASSWORD);
    expect((await request.get('/api/applications', { headers: pro.headers() })).status()).toBe(200);
  });

  test('a client-portal token may not invite (read-only), even with a valid security token', async ({ request }) => {
    const client = await apiSignIn(request, DEMO.client, DEMO_PASSWORD);
    const res = await request.post('/api/organizations/current/invitations', {
      headers: await client.mutatingHeaders(),
      data: { email: 'nobody@lawfirm.example', role: 'org:member' },
    });
    expect(res.status()).toBe(403);
    expect(await res.json()).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: MSG.clientEdit });
  });

  test('no token: 401 JSON with the session-expired message', async ({ request }) => {
    const res = await request.get('/api/applications');
    expect(res.status()).toBe(401);
    expect(res.headers()['content-type']).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: MSG.sessionExpired });
  });
});
