import { expect, type Page } from '@playwright/test';

/** The demo password the e2e server seeds (server config default for DEMO_PASSWORD). */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'iprism-demo';

export const DEMO = {
  admin: 'admin@iprism.example',
  employee: 'employee@iprism.example',
  pro: 'pro@lawfirm.example',
  standard: 'standard@lawfirm.example',
  personal: 'lawfirm.personal@gmail.com',
  client: 'client@lawfirm.example',
  org: 'org@company.example',
  edu: 'edu@university.example',
  toolbox: 'toolbox@lawfirm.example',
  pending: 'pending@newfirm.example',
  noLicense: 'nolicense@company.example',
} as const;

/**
 * Signs the browser context in through the API, as the sign-in form would: the server sets the
 * httpOnly refresh cookie on the context, and the next page load restores the session from it.
 */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const res = await page.request.post('/api/auth/sign-in', { data: { email, password } });
  expect(res.status(), `sign-in as ${email}`).toBe(200);
}
