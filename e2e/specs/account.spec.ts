import { request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
// otpauth is a dependency of the server, not of e2e: the test computes codes exactly as the server checks them.
import { Secret, TOTP } from '../../server/node_modules/otpauth';
import { test, expect } from '../support/fixtures';
import { DEMO, DEMO_PASSWORD, signInAs } from '../support/sign-in';

const ACCOUNT = '/dashboard/patent/account';
const FRESH_PASSWORD = 'correct horse battery staple';
/** Names the second device in the session list (a script's user agent is shown by its first product token). */
const SECOND_DEVICE = 'iPrism-E2E-Second-Device';

/** The account settings page: its tabs and sections. */
class AccountPage {
  readonly tabs: Locator;
  readonly profile: Locator;
  readonly twoFactor: Locator;
  readonly sessions: Locator;
  readonly organization: Locator;
  readonly confirmDialog: Locator;

  constructor(readonly page: Page) {
    this.tabs = page.getByRole('tab');
    this.profile = page.getByTestId('profile-section');
    this.twoFactor = page.getByTestId('two-factor-section');
    this.sessions = page.getByTestId('sessions-section');
    this.organization = page.getByTestId('organization-tab');
    this.confirmDialog = page.getByTestId('confirm-dialog');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${ACCOUNT}${query}`);
    await expect(this.page.getByTestId('page-title')).toHaveText('Account Settings');
  }

  tab(name: 'My account' | 'Organization'): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  toast(text: string | RegExp): Locator {
    return this.page.getByText(text);
  }

  /** Accepts the host's confirmation dialog and waits for it to close. */
  async confirm(): Promise<void> {
    await expect(this.confirmDialog).toBeVisible();
    await this.confirmDialog.getByTestId('confirm-dialog-confirm').click();
    await expect(this.confirmDialog).toBeHidden();
  }
}

/** An API caller signed in on its own (not the page's) session: for set-up and clean-up around the UI. */
class ApiSession {
  private constructor(
    private readonly api: APIRequestContext,
    private readonly token: string,
  ) {}

  static async signIn(api: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<ApiSession> {
    const res = await api.post('/api/auth/sign-in', { data: { email, password } });
    expect(res.status(), `API sign-in as ${email}`).toBe(200);
    return new ApiSession(api, ((await res.json()) as { token: string }).token);
  }

  static withToken(api: APIRequestContext, token: string): ApiSession {
    return new ApiSession(api, token);
  }

  /** A mutating call with the bearer token and a fresh security token, as the browser's apiFetch sends it. */
  async send(method: 'POST' | 'PATCH' | 'DELETE', path: string, data: unknown): Promise<number> {
    const headers = { Authorization: `Bearer ${this.token}` };
    const csrf = (await (await this.api.get('/api/csrf-token', { headers })).json()) as { token: string };
    const res = await this.api.fetch(path, { method, data, headers: { ...headers, 'X-CSRF-Token': csrf.token } });
    return res.status();
  }
}

/**
 * A new, verified account signed in on the page, in the pending-organisation state: the guards then let it
 * open the account page without a licence (SPEC §4), and tests may change its security settings freely.
 */
async function signInFreshAccount(page: Page, request: APIRequestContext): Promise<string> {
  const email = `account-${Date.now()}-${Math.floor(Math.random() * 1e6)}@newfirm.example`;
  expect((await request.post('/api/auth/sign-up', { data: { name: 'Fresh Account', email, password: FRESH_PASSWORD } })).status()).toBe(202);
  let token: string | undefined;
  await expect
    .poll(async () => {
      const { emails } = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { emails: { text: string }[] };
      token = emails.map((m) => /\/sign-up\/verify\?token=([^\s&]+)/.exec(m.text)?.[1]).find(Boolean);
      return token;
    })
    .toBeTruthy();
  // Verifying signs the page's context in (refresh cookie) and answers a session token.
  const verified = await page.request.post('/api/auth/verify-email', { data: { token: decodeURIComponent(token ?? '') } });
  expect(verified.status()).toBe(200);
  const session = ApiSession.withToken(page.request, ((await verified.json()) as { token: string }).token);
  expect(await session.send('POST', '/api/onboarding/pending', {})).toBe(200);
  return email;
}

test.describe('account settings', () => {
  test('an organisation admin sees both tabs and edits their name', async ({ page, request, consoleWatch }) => {
    void consoleWatch;
    const account = new AccountPage(page);
    await signInAs(page, DEMO.pro);
    try {
      await account.goto();
      await expect(account.tabs).toHaveCount(2);
      await expect(account.tab('My account')).toHaveAttribute('aria-selected', 'true');
      await expect(account.tab('Organization')).toBeVisible();

      const name = account.profile.getByTestId('profile-name-input');
      await expect(name).toHaveValue('Priya Pro');
      await expect(account.profile.getByTestId('profile-email')).toHaveValue(DEMO.pro);
      await expect(account.profile.getByTestId('email-verified')).toHaveText('Verified');
      await name.fill('Priya Pro-Renamed');
      await account.profile.getByTestId('profile-save').click();
      await expect(account.toast('Your name has been saved.')).toBeVisible();

      await page.reload();
      // The first spec of a run meets the server still importing the demo corpus: a reload may take a while.
      await expect(name).toHaveValue('Priya Pro-Renamed', { timeout: 30_000 });
      await name.fill('Priya Pro');
      await account.profile.getByTestId('profile-save').click();
      await expect(account.toast('Your name has been saved.').first()).toBeVisible();
    } finally {
      // Other specs rely on the demo name: restore it even when an assertion above failed.
      const api = await ApiSession.signIn(request, DEMO.pro);
      expect(await api.send('PATCH', '/api/account', { name: 'Priya Pro' })).toBe(200);
    }
  });

  test("a call of the area's page that the server fails is toasted by the shell (SPEC §8)", async ({ page, consoleWatch }) => {
    consoleWatch.allow(/status of 503/);
    const account = new AccountPage(page);
    await signInAs(page, DEMO.pro);
    await account.goto();
    const name = account.profile.getByTestId('profile-name-input');
    await expect(name).toHaveValue('Priya Pro');
    // The page is the patent remote's; the toast area is the host's.
    await page.route('**/api/account', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Unavailable', code: 'SERVICE_UNAVAILABLE' }) }) : route.continue(),
    );
    await name.fill('Priya Unsaved');
    await account.profile.getByTestId('profile-save').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Something went wrong. Please try again.' })).toBeVisible();
  });

  test('tabs switch with the query replaced, and an unknown tab falls back to myAccount', async ({ page, consoleWatch }) => {
    void consoleWatch;
    const account = new AccountPage(page);
    await signInAs(page, DEMO.pro);
    await account.goto('?tab=nonsense');
    await expect(account.tab('My account')).toHaveAttribute('aria-selected', 'true');
    await account.tab('Organization').click();
    await expect(page).toHaveURL(/[?&]tab=organization\b/);
    await expect(account.organization).toBeVisible();
    await account.tab('Organization').press('ArrowLeft');
    await expect(account.tab('My account')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]tab=myAccount\b/);
  });

  test('an organisation admin invites a colleague, is told the address is already invited, resends and revokes the invitation', async ({ page, consoleWatch }) => {
    // The second invitation's refusal, which the browser logs.
    consoleWatch.allow(/status of 409/);
    const account = new AccountPage(page);
    const colleague = `colleague-${Date.now()}@lawfirm.example`;
    await signInAs(page, DEMO.pro);
    await account.goto('?tab=organization');
    await expect(account.organization.getByRole('heading', { name: 'Harper & Lowe LLP' })).toBeVisible();
    const members = page.getByTestId('members-table');
    await expect(members.getByTestId('member-row').filter({ hasText: DEMO.standard })).toBeVisible();
    await expect(members.getByRole('combobox', { name: 'Role of Sam Standard' })).toBeVisible();
    await expect(page.getByTestId('organization-read-only')).toHaveCount(0);

    const form = page.getByTestId('invite-form');
    await form.getByLabel('E-mail address').fill(colleague);
    await form.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Member', exact: true }).click();
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(account.toast(`Invitation sent to ${colleague}.`)).toBeVisible();
    const row = page.getByTestId('invitation-row').filter({ hasText: colleague });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Member');

    await form.getByLabel('E-mail address').fill(colleague.toUpperCase());
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByRole('alert')).toHaveText('This person already has an open invitation. Resend it from the pending invitations, or revoke it first.');
    await expect(page.getByTestId('invitation-row').filter({ hasText: colleague })).toHaveCount(1);
    await row.getByRole('button', { name: `Resend invitation to ${colleague}` }).click();
    await expect(account.toast(`A new invitation link has been sent to ${colleague}.`)).toBeVisible();

    await page.getByRole('button', { name: `Revoke invitation for ${colleague}` }).click();
    await account.confirm();
    await expect(row).toHaveCount(0);
    await expect(account.toast(`The invitation for ${colleague} has been revoked.`)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('invitations-section')).toBeVisible();
    await expect(page.getByTestId('invitation-row').filter({ hasText: colleague })).toHaveCount(0);
  });

  test('a member sees the organisation read-only', async ({ page, consoleWatch }) => {
    void consoleWatch;
    const account = new AccountPage(page);
    await signInAs(page, DEMO.standard);
    await account.goto('?tab=organization');
    await expect(page.getByTestId('organization-read-only')).toHaveText("Only your organisation's administrator can change members.");
    const members = page.getByTestId('members-table');
    await expect(members.getByTestId('member-row').filter({ hasText: DEMO.pro })).toContainText('Admin');
    await expect(members.getByRole('combobox')).toHaveCount(0);
    await expect(members.getByRole('button')).toHaveCount(0);
    await expect(page.getByTestId('invite-form')).toHaveCount(0);
  });

  test('a client-portal user has no organisation tab and is sent back to myAccount', async ({ page, consoleWatch }) => {
    void consoleWatch;
    const account = new AccountPage(page);
    await signInAs(page, DEMO.client);
    await page.goto(`${ACCOUNT}?tab=organization`);
    await expect(page).toHaveURL(/[?&]tab=myAccount\b/);
    await expect(account.tabs).toHaveCount(1);
    await expect(account.tab('My account')).toHaveAttribute('aria-selected', 'true');
    await expect(account.profile.getByTestId('profile-email')).toHaveValue(DEMO.client);
    await expect(page.getByTestId('licence-card')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade or buy credits' })).toHaveCount(0);
  });

  test('the session list marks this device and signs another session out', async ({ page, request, baseURL, consoleWatch }) => {
    void consoleWatch;
    const account = new AccountPage(page);
    const email = await signInFreshAccount(page, request);
    const second = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'User-Agent': `${SECOND_DEVICE}/1.0` } });
    try {
      expect((await second.post('/api/auth/sign-in', { data: { email, password: FRESH_PASSWORD } })).status()).toBe(200);
      await account.goto();
      const rows = account.sessions.getByTestId('session-row');
      await expect(rows).toHaveCount(2);
      await expect(rows.filter({ hasText: 'This device' })).toHaveAttribute('data-current', 'true');
      const other = rows.filter({ hasText: SECOND_DEVICE });
      await expect(other).toHaveAttribute('data-current', 'false');

      await other.getByRole('button', { name: /^Revoke/ }).click();
      await account.confirm();
      await expect(other).toHaveCount(0);
      await expect(account.toast(`${SECOND_DEVICE} has been signed out.`)).toBeVisible();
      await expect(rows).toHaveCount(1);
      // The revoked session's refresh credential no longer works.
      expect((await second.post('/api/auth/refresh')).status()).toBe(401);
    } finally {
      await second.dispose();
    }
  });

  test('turning on two-factor shows the recovery codes once, and it can be turned off', async ({ page, request, consoleWatch }) => {
    void consoleWatch;
    const account = new AccountPage(page);
    await signInFreshAccount(page, request);
    await account.goto();
    await expect(account.twoFactor.getByTestId('two-factor-status')).toHaveText('Off');
    await account.twoFactor.getByRole('button', { name: 'Set up authenticator app' }).click();

    const secret = await account.twoFactor.getByTestId('totp-secret').getAttribute('data-secret');
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    await expect(account.twoFactor.getByTestId('totp-secret')).toHaveText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    await expect(account.twoFactor.getByTestId('otpauth-link')).toHaveAttribute('href', /^otpauth:\/\/totp\//);
    const code = new TOTP({ secret: Secret.fromBase32(secret ?? ''), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
    await account.twoFactor.getByLabel('6-digit code').fill(code);
    await account.twoFactor.getByRole('button', { name: 'Turn on' }).click();

    const codes = account.twoFactor.getByTestId('recovery-code');
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await expect(account.twoFactor.getByTestId('two-factor-status')).toHaveText('On');
    await account.twoFactor.getByRole('button', { name: 'I have saved them' }).click();
    await expect(codes).toHaveCount(0);

    await account.twoFactor.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
    await account.twoFactor.getByLabel('Your password').fill(FRESH_PASSWORD);
    await account.twoFactor.getByRole('button', { name: 'Turn off', exact: true }).click();
    await expect(account.toast('Two-factor authentication is off.')).toBeVisible();
    await expect(account.twoFactor.getByTestId('two-factor-status')).toHaveText('Off');
  });

  test('a pending user sees the organisation set-up choices', async ({ page, consoleWatch }) => {
    void consoleWatch;
    const account = new AccountPage(page);
    await signInAs(page, DEMO.pending);
    await page.goto('/dashboard/patent/analytics');
    await expect(page).toHaveURL(/[?&]pending=true\b/);
    await expect(account.tab('Organization')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('pending-alert')).toHaveText('Please complete your organization setup to access all features.');
    const choices = page.getByTestId('pending-choices');
    await expect(choices.getByRole('link', { name: 'Create organization' })).toHaveAttribute('href', '/onboarding/organization');
    await expect(choices.getByTestId('pending-waiting')).toBeVisible();
  });
});

test.describe('profile and settings', () => {
  test('the profile shows the low-credit warning for the toolbox account', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await signInAs(page, DEMO.toolbox);
    await page.goto('/profile');
    const card = page.getByTestId('identity-card');
    await expect(card.getByTestId('identity-name')).toHaveText('Toby Toolbox');
    await expect(card.getByTestId('identity-initials')).toHaveText('TT');
    await expect(card.getByTestId('identity-licence')).toHaveText('Licence: Toolbox Law Firm Standard');
    const alert = page.getByTestId('licence-card').getByTestId('credit-alert');
    await expect(alert).toHaveAttribute('data-level', 'warning');
    await expect(alert).toHaveText('Only 3 credits remaining. Purchase more to continue.');
  });

  test('settings switch the theme through the host and link to account security', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await signInAs(page, DEMO.standard);
    await page.goto('/settings');
    const theme = page.getByRole('radiogroup', { name: 'Theme' });
    await theme.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await theme.getByRole('radio', { name: 'Light' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('switch', { name: 'Debug mode' })).toBeChecked();
    await expect(page.getByRole('link', { name: 'Open account settings' })).toHaveAttribute('href', `${ACCOUNT}?tab=myAccount`);
  });
});
