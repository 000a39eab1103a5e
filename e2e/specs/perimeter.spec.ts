import { test, expect } from '@playwright/test';
import { watchCsp } from '../support/csp-watch';

/**
 * Headers and Swagger UI under the Content-Security-Policy. Every route of the route table is visited under the
 * same policy, with violations failing the run, by every-route.spec.ts; the PDF viewer by patent-intake.spec.ts.
 */
test('Swagger UI loads without a CSP violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info')).toBeVisible();
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
