import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { NEW_PASSWORD, callerFor, createVerifiedUser, freshEmail, linkFromOutbox } from '../support/identity';
import { PasswordResetScreens, SignInScreen, SignUpScreen } from '../support/pages/auth-forms';
import { UnauthorizedScreen, locationOf } from '../support/pages/unauthorized-screen';
import { INVALID_CREDENTIALS, SPEC_MESSAGES as MSG } from '../support/spec-messages';

async function expectPath(page: Page, path: string, query: Record<string, string> = {}): Promise<void> {
  await expect.poll(() => locationOf(page)).toEqual({ path, query, hash: '' });
}

/** The browser's current session token, through the identity the host publishes for the dev pages. */
async function browserToken(page: Page): Promise<string> {
  const token = await page.evaluate(async () => (await window.__IPRISM_IDENTITY__?.getToken()) ?? null);
  expect(token, 'a signed-in browser').not.toBeNull();
  return token!;
}

test.describe('sign-up', () => {
  test('a new user signs up, verifies by e-mail, creates an organisation and reaches what their licence allows', async ({ page, consoleWatch }) => {
    void consoleWatch;
    const email = freshEmail('idn-signup');
    const organization = `Lovelace Analytics ${Date.now().toString(36)}`;

    const signUp = new SignUpScreen(page);
    await signUp.goto();
    await signUp.name.fill('Ada Lovelace');
    await signUp.email.fill(email);
    await expect(signUp.strengthMeter).toBeVisible();
    await expect(signUp.strengthMeter).toHaveAttribute('aria-valuenow', '0');
    await signUp.password.fill(NEW_PASSWORD);
    await expect(signUp.strengthMeter).toHaveAttribute('aria-valuenow', '5');
    await expect(signUp.strengthLabel).toHaveText('Strong');
    await signUp.terms.check();
    await signUp.submit.click();

    await expectPath(page, '/verification-sent', { email });
    const verifyLink = await linkFromOutbox(page.request, email, 'verify-email', '/sign-up/verify');
    await page.goto(verifyLink);

    await expectPath(page, '/onboarding/welcome');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to iPrism, Ada');
    await page.getByRole('link', { name: 'Set up your organization' }).click();

    await expectPath(page, '/onboarding/organization');
    await page.getByRole('textbox', { name: 'Organization name', exact: true }).fill(organization);
    await page.getByRole('button', { name: 'Create organization' }).click();

    await expectPath(page, '/onboarding/complete');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are all set');
    // A brand-new account has no licence: the page says so and offers the plans.
    await expect(page.getByTestId('form-alert-info')).toHaveText('Your account has no active subscription yet. Choose a plan, or ask your organization administrator for a licence.');
    await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');

    // The new user administers the new organisation.
    const caller = callerFor(page.request, await browserToken(page));
    const account = (await (await page.request.get('/api/account', { headers: caller.headers() })).json()) as {
      id: string;
      email: string;
      organizationId: { name: string; adminId: string; members: { userId: string; role: string }[] } | null;
    };
    expect(account).toMatchObject({ email, organizationId: { name: organization, adminId: account.id, members: [{ userId: account.id, role: 'admin' }] } });

    // The dashboard home: no licence, so it says so with the plans, and the patent dashboard refuses.
    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await expectPath(page, '/dashboard');
    await expect(page.getByTestId('home-no-licence')).toBeVisible();
    await page.goto('/dashboard/patent');
    const refusal = new UnauthorizedScreen(page);
    await refusal.expectRefusal('no-license', MSG.pilotNoLicense);
    await refusal.action('See plans').click();
    await expectPath(page, '/pricing');
  });
});

test.describe('sign-in', () => {
  test('a wrong password and an unknown address get the same generic message', async ({ page, request, consoleWatch }) => {
    consoleWatch.allow(/status of 401/);
    const user = await createVerifiedUser(request, 'idn-wrong');
    const signIn = new SignInScreen(page);
    await signIn.goto();

    await signIn.signIn(user.email, 'Not-the-password-1');
    await expect(signIn.error).toHaveText(INVALID_CREDENTIALS);
    await expectPath(page, '/sign-in');

    await signIn.signIn(freshEmail('idn-nobody'), 'Not-the-password-1');
    await expect(signIn.error).toHaveText(INVALID_CREDENTIALS);
    await expectPath(page, '/sign-in');
    // Nobody got signed in.
    expect((await page.request.post('/api/auth/refresh')).status()).toBe(204);
  });

  test('forgot password: the e-mailed link sets a new password, the old one stops working', async ({ page, request, consoleWatch }) => {
    consoleWatch.allow(/status of 401/);
    const user = await createVerifiedUser(request, 'idn-reset');
    const newPassword = 'Brand-New-Secret-42';
    const signIn = new SignInScreen(page);
    await signIn.goto();
    await signIn.forgotPassword.click();
    await expectPath(page, '/sign-in/forgot-password');

    const reset = new PasswordResetScreens(page);
    await reset.requestLink(user.email);
    await page.goto(await linkFromOutbox(page.request, user.email, 'reset-password', '/sign-in/reset-password'));
    await reset.chooseNewPassword(newPassword);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expectPath(page, '/sign-in');

    await signIn.signIn(user.email, user.password);
    await expect(signIn.error).toHaveText(INVALID_CREDENTIALS);

    await signIn.signIn(user.email, newPassword);
    // Signed in: the new account has no licence, so its home says so and offers the plans.
    await expectPath(page, '/dashboard');
    await expect(page.getByTestId('home-no-licence')).toBeVisible();
  });
});
