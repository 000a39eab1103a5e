import { test, expect, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../support/sign-in';

/**
 * The whole product works under its Content-Security-Policy: every route of the host's route table, as
 * the visitor it is for, and Swagger UI, with no CSP violation reported by the browser. (The PDF viewer
 * is exercised under the same policy by patent-intake.spec.ts, whose console watch fails on any error.)
 */
const PUBLIC_ROUTES = [
  '/', '/test', '/prose', '/terms', '/careers', '/contact', '/pricing', '/privacy', '/sign-up', '/support', '/feedback', '/products',
  '/security', '/thank-you', '/logger-test', '/unsubscribe', '/unauthorized', '/accept-invite', '/accessibility', '/dev-csrf-test',
  '/documentation', '/newsroom', '/sign-in', '/sign-in/forgot-password', '/agreement/no-such-agreement', '/verification-sent', '/about',
];
const ADMIN_ROUTES = [
  '/admin', '/admin/hours', '/admin/sales', '/admin/careers', '/admin/accounts', '/admin/newsroom', '/admin/agreements', '/admin/contractors',
  '/admin/contractor-management', '/admin/notifications', '/admin/organizations', '/admin/registrations', '/admin/terms-manager', '/admin/security-dashboard',
];
const PATENT_ROUTES = [
  '/dashboard/litigate', '/dashboard/translate', '/dashboard/acquisitions', '/dashboard/subscription', '/dashboard/documentation', '/dashboard/drafting',
  '/dashboard/trademark', '/dashboard/patent', '/dashboard/patent/account', '/dashboard/patent/support', '/dashboard/patent/upgrade', '/dashboard/patent/archives',
  '/dashboard/patent/drafting', '/dashboard/patent/priorart', '/dashboard/patent/settings', '/dashboard/patent/analytics', '/dashboard/patent/pdfviewer',
  '/dashboard/patent/documentation', '/dashboard/patent/classification-explorer', '/profile', '/settings',
];

/** Every CSP violation the page reports, from the DOM event and from the console, whichever comes first. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`));
  });
  page.on('console', (msg) => {
    const text = msg.text();
    if (/CSP violation|Content Security Policy|Refused to (load|execute|apply|connect|frame|create)/i.test(text)) violations.push(`${page.url()}: ${text}`);
  });
  return violations;
}

async function visitAll(page: Page, routes: readonly string[]): Promise<void> {
  for (const route of routes) {
    const response = await page.goto(route, { waitUntil: 'load' });
    expect(response?.headers()['content-security-policy'], route).toContain("script-src 'self'");
    // Lazy remotes and their data load after the page: give them the moment they take.
    await page.waitForLoadState('networkidle').catch(() => undefined);
  }
}

test('every public page and Swagger UI load without a CSP violation', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await watchCsp(page);
  await visitAll(page, PUBLIC_ROUTES);
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info')).toBeVisible();
  expect(violations).toEqual([]);
});

test('every admin page loads without a CSP violation', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await watchCsp(page);
  await signInAs(page, DEMO.admin);
  await visitAll(page, ADMIN_ROUTES);
  expect(violations).toEqual([]);
});

test('every dashboard page loads without a CSP violation', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await watchCsp(page);
  await signInAs(page, DEMO.pro);
  await visitAll(page, PATENT_ROUTES);
  expect(violations).toEqual([]);
});

test('a page may not be framed, and its headers say so', async ({ page }) => {
  const response = await page.request.get('/');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
});
