import type { Browser, BrowserContext } from 'playwright-core';

/** The seeded staff administrator passes every guard, so one account opens every area (DEMO=1). */
const BENCH_ACCOUNT = { email: 'admin@iprism.example', password: process.env.DEMO_PASSWORD ?? 'iprism-demo' };

/**
 * A fresh context (empty cache); signed in when asked, the way a returning user arrives: the refresh
 * cookie is already set, so the page's own session restore is part of what gets measured.
 */
export async function openContext(browser: Browser, baseUrl: string, signedIn: boolean): Promise<BrowserContext> {
  const context = await browser.newContext();
  if (!signedIn) return context;
  const res = await context.request.post(`${baseUrl}/api/auth/sign-in`, { data: BENCH_ACCOUNT });
  if (!res.ok()) {
    await context.close();
    throw new Error(`bench sign-in failed: ${res.status()} ${await res.text()}`);
  }
  return context;
}
