import { expect, type Locator, type Page } from '@playwright/test';

/** /sign-in with the built-in provider: the e-mail and password form and its error alert. */
export class SignInScreen {
  readonly form: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  readonly forgotPassword: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Sign in' });
    this.email = this.form.getByRole('textbox', { name: 'Email address', exact: true });
    this.password = this.form.getByRole('textbox', { name: 'Password', exact: true });
    this.submit = this.form.getByRole('button', { name: 'Sign in' });
    this.error = page.getByTestId('form-alert-error');
    this.forgotPassword = page.getByRole('link', { name: 'Forgot password?' });
  }

  async goto(redirectUrl?: string): Promise<void> {
    await this.page.goto(redirectUrl === undefined ? '/sign-in' : `/sign-in?${new URLSearchParams({ redirect_url: redirectUrl })}`);
    await expect(this.form).toBeVisible();
  }

  /** Fills and sends the form; the caller asserts where the browser ends up. */
  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}

/** /sign-up with the built-in provider: name, e-mail, password with its strength meter, and consent. */
export class SignUpScreen {
  readonly form: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly strengthMeter: Locator;
  readonly strengthLabel: Locator;
  readonly terms: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Create account' });
    this.name = this.form.getByRole('textbox', { name: 'Full name', exact: true });
    this.email = this.form.getByRole('textbox', { name: 'Work email address', exact: true });
    this.password = this.form.getByRole('textbox', { name: 'Password', exact: true });
    this.strengthMeter = this.form.getByRole('meter');
    this.strengthLabel = this.form.getByTestId('password-strength-label');
    this.terms = this.form.getByRole('checkbox', { name: /I agree to the terms of service/ });
    this.submit = this.form.getByRole('button', { name: 'Create account' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/sign-up');
    await expect(this.form).toBeVisible();
  }
}

/** /sign-in/forgot-password and /sign-in/reset-password. */
export class PasswordResetScreens {
  constructor(readonly page: Page) {}

  async requestLink(email: string): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Reset password' });
    await form.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(this.page.getByTestId('form-alert-success')).toContainText(`If an account exists for ${email}`);
  }

  async chooseNewPassword(password: string): Promise<void> {
    const form = this.page.getByRole('form', { name: 'New password' });
    await form.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
    await form.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
  }
}
