import { test, expect } from '../support/fixtures';
import { NEW_PASSWORD, freshEmail, linkFromOutbox } from '../support/identity';
import { SignUpScreen } from '../support/pages/auth-forms';
import { signInAs } from '../support/sign-in';

const NO_CREDITS = 'No credits remaining! Purchase more to continue.';
const APPLICATION = `A BRAKE FOR A HAND TRUCK
A hand truck has a wheel and a brake pad 10 pressed on the wheel by a lever 12.
What is claimed is:
1. A hand truck comprising a wheel, a brake pad and a lever pressing the brake pad against the wheel.
`;

/**
 * Commerce end to end in Chromium with the demo card: a new law-firm user picks a plan on the pricing page,
 * signs up, pays and lands on the subscription page with the plan's credits; a user at 0 credits is refused
 * an upload with SPEC §8's message, buys a pack and uploads.
 */
test.describe('commerce', () => {
  test('a new law-firm user chooses a plan, signs up, pays with the demo card and has its credits', async ({ page }) => {
    test.setTimeout(180_000);
    const email = freshEmail('commerce');
    await page.goto('/pricing');
    const card = page.getByTestId('plan-PilotLawFirmStandard');
    await expect(card.getByTestId('plan-price')).toHaveText('$208');
    // The calculator prices on the server: 3 seats of Law Firm Standard, billed annually.
    const calculator = page.getByTestId('price-calculator');
    await calculator.getByRole('combobox', { name: 'Plan' }).click();
    await page.getByRole('option', { name: 'Pilot Law Firm Standard' }).click();
    await calculator.getByTestId('calculator-seats').fill('3');
    await expect(page.getByTestId('calculator-total')).toHaveText('$7,470.00');
    await card.getByRole('link', { name: /^Get started/ }).click();
    await expect(page).toHaveURL(/\/sign-up\?redirect_url=/);

    const signUp = new SignUpScreen(page);
    await signUp.name.fill('Grace Hopper');
    await signUp.email.fill(email);
    await signUp.password.fill(NEW_PASSWORD);
    await signUp.terms.check();
    await signUp.submit.click();
    await expect(page).toHaveURL(/\/verification-sent/);
    await page.goto(await linkFromOutbox(page.request, email, 'verify-email', '/sign-up/verify'));

    await expect(page).toHaveURL(/\/dashboard\/subscription\?plan=pilot-law-firm-standard/);
    const chooser = page.getByTestId('choose-plan');
    await expect(chooser.getByTestId('plan-pilot-law-firm-standard')).toHaveAttribute('aria-checked', 'true');
    await expect(chooser.getByTestId('quote-total')).toHaveText('$2,490.00');
    await chooser.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(page).toHaveURL(/\/checkout\/chk_/);
    await expect(page.getByRole('heading', { name: /Pay invoice INV-/ })).toBeVisible();
    await page.getByRole('button', { name: 'Pay $2,490.00' }).click();

    await expect(page).toHaveURL(/\/dashboard\/subscription$/);
    await expect(page.getByText('Payment received. Your purchase has been applied.')).toBeVisible();
    const plan = page.getByTestId('subscription-plan');
    await expect(plan).toContainText('Pilot Law Firm Standard');
    await expect(plan).toContainText('1 used of 1');
    await expect(page.getByTestId('credit-balance')).toHaveText('20');
    await expect(page.getByTestId('invoice-row').first()).toContainText('Paid');

    // Upgrade: the current plan marked, the prorated amount and the extra credits confirmed, paid with the demo card.
    await page.goto('/dashboard/patent/upgrade');
    const plans = page.getByTestId('upgrade-plans');
    await expect(plans.getByTestId('plan-pilot-law-firm-standard')).toContainText('Current plan');
    await plans.getByTestId('plan-pilot-law-firm-pro').click();
    await plans.getByRole('button', { name: 'Upgrade', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('40 more credits are added for the rest of the period.');
    await dialog.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page).toHaveURL(/\/checkout\/chk_/);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/subscription$/);
    await expect(plan).toContainText('Pilot Law Firm Pro');
    await expect(page.getByTestId('credit-balance')).toHaveText('60');
  });

  test('a user at 0 credits is refused an upload, buys a pack with the demo card and uploads', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'nocredits@soloip.example');
    await page.goto('/dashboard/patent');
    await page.getByTestId('upload-application-input').setInputFiles({ name: 'brake.txt', mimeType: 'text/plain', buffer: Buffer.from(APPLICATION) });
    await page.getByTestId('upload-submit').click();
    const refusal = page.getByTestId('upload-error');
    await expect(refusal).toContainText(NO_CREDITS);
    await refusal.getByRole('link', { name: 'Buy credits' }).click();

    await expect(page).toHaveURL(/\/dashboard\/subscription$/);
    await expect(page.getByTestId('credit-balance')).toHaveText('0');
    await page.getByRole('button', { name: 'Buy credits' }).click();
    await expect(page).toHaveURL(/\/checkout\/chk_/);
    await page.getByRole('button', { name: 'Pay $90.00' }).click();
    await expect(page.getByTestId('credit-balance')).toHaveText('10');

    await page.goto('/dashboard/patent');
    await page.getByTestId('upload-application-input').setInputFiles({ name: 'brake.txt', mimeType: 'text/plain', buffer: Buffer.from(APPLICATION) });
    await page.getByTestId('upload-submit').click();
    await expect(page.getByTestId('upload-success')).toBeVisible();
    await page.goto('/dashboard/subscription');
    await expect(page.getByTestId('credit-balance')).toHaveText('9');
  });

  test('an administrator sees the revenue by month and by plan, and the invoices', async ({ page }) => {
    await signInAs(page, 'admin@iprism.example');
    await page.goto('/admin/sales');
    await expect(page.getByTestId('mrr')).toContainText('$');
    await expect(page.getByRole('table', { name: 'Revenue by month' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Revenue by plan' })).toContainText('Credit packs');
    await expect(page.getByTestId('sales-invoice-row').first()).toBeVisible();
  });
});
