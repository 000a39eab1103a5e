import { execSync } from 'node:child_process';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { DEMO, signInAs } from '../support/sign-in';

const ROOT = join(__dirname, '..', '..');
/** The same folder the server under test serves (see playwright.config.ts). */
const BUILDS_DIR = process.env.BUILDS_DIR ?? 'builds';
/** SPEC §9: the reload guard's TTL; a reload loop would show within it. */
const RELOAD_GUARD_TTL_MS = 10_000;
const RELEASE_TIMEOUT_MS = 240_000;

const PATENT_FILES = '**/builds/remotes/patent/**';
// What a remote that cannot load leaves in the console: the refused downloads, the error React reports
// as caught by the remote's boundary, and the boundary's own log line.
const REMOTE_DOWN_ERRORS = [/Failed to load resource/, /RemoteLoadError: The patent area could not be loaded/, /\[federation\] Remote patent failed/];

interface RegistryEntry {
  entry: string;
  version: string;
}

async function registryEntry(request: APIRequestContext, name: string): Promise<RegistryEntry> {
  const res = await request.get(`/builds/remotes.json?t=${Date.now()}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Record<string, RegistryEntry>)[name] as RegistryEntry;
}

/** Page object: the shell's federation surfaces. */
function shell(page: Page) {
  return {
    unavailable: page.getByTestId('remote-unavailable'),
    layout: page.locator('[data-layout]'),
    homeHeading: page.getByRole('heading', { level: 1 }),
    patentDashboard: page.getByText('No applications yet'),
    patentArchives: page.getByRole('search', { name: 'Filter applications' }),
    /** An in-app navigation (no page load), as a link inside the app makes it. */
    navigate: (path: string) =>
      page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path),
  };
}

test('one remote stopped: its pages show the retry panel inside the layout, the rest works', async ({ page, consoleWatch }) => {
  REMOTE_DOWN_ERRORS.forEach((p) => consoleWatch.allow(p));
  const ui = shell(page);
  await signInAs(page, DEMO.admin);
  await page.route(PATENT_FILES, (route) => route.abort());

  await page.goto('/dashboard/patent');
  await expect(ui.unavailable).toBeVisible();
  await expect(ui.unavailable).toHaveAttribute('data-remote', 'patent');
  await expect(ui.layout.getByTestId('remote-unavailable')).toBeVisible();
  await expect(page.locator('[data-layout="dashboard"]')).toBeVisible();

  await page.goto('/');
  await expect(ui.homeHeading).toBeVisible();
  await expect(ui.unavailable).toHaveCount(0);

  await page.goto('/dashboard/patent');
  await expect(ui.unavailable).toBeVisible();
  await page.unroute(PATENT_FILES);
  await ui.unavailable.getByRole('button', { name: 'Retry' }).click();
  await expect(ui.patentDashboard).toBeVisible();
  await expect(ui.unavailable).toHaveCount(0);
});

test('a remote released while a page is open: one reload onto the new version, no loop', async ({ page, consoleWatch }) => {
  test.setTimeout(RELEASE_TIMEOUT_MS);
  REMOTE_DOWN_ERRORS.forEach((p) => consoleWatch.allow(p));
  const ui = shell(page);
  await signInAs(page, DEMO.admin);
  // Data Saver turns off idle preloading, so the archives chunk is still unloaded when the old version goes away.
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));

  await page.goto('/');
  await expect(ui.homeHeading).toBeVisible();
  await ui.navigate('/dashboard/patent');
  await expect(ui.patentDashboard).toBeVisible();
  const before = await registryEntry(page.request, 'patent');

  execSync('pnpm release:remote patent', { cwd: ROOT, env: { ...process.env, BUILDS_DIR }, stdio: 'pipe' });
  const after = await registryEntry(page.request, 'patent');
  expect(after.version).not.toBe(before.version);

  // The old deploy is removed: every file of the version this page runs now fails.
  await page.route(`**/builds/remotes/patent/${before.version}/**`, (route) => route.abort());
  let loads = 0;
  page.on('load', () => loads++);
  const newVersionFiles: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes(`/builds/remotes/patent/${after.version}/`) && res.ok()) newVersionFiles.push(res.url());
  });

  // Archives was never loaded by this page: its chunk comes from the removed version and fails.
  await ui.navigate('/dashboard/patent/archives');
  await expect(ui.patentArchives).toBeVisible({ timeout: 20_000 });
  expect(loads).toBe(1);
  expect(page.url()).toMatch(/\/dashboard\/patent\/archives$/);
  // Served from the new version folder, which the running server picked up without a restart.
  expect(newVersionFiles.some((url) => url.includes('remoteEntry.js'))).toBe(true);

  // No loop: nothing else reloads within the guard's TTL.
  await page.waitForTimeout(RELOAD_GUARD_TTL_MS + 1_000);
  expect(loads).toBe(1);
  await expect(ui.patentArchives).toBeVisible();
});

test('registries, manifests and entry files are no-cache; hashed chunks are immutable', async ({ request }) => {
  const noCache = async (url: string) => {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['cache-control'], url).toBe('no-cache');
    return res;
  };
  await noCache('/builds/latest.json');
  await noCache('/builds/remotes.json');
  const { entry } = await registryEntry(request, 'patent');
  const manifest = (await (await noCache(entry)).json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
  const folder = entry.replace(/mf-manifest\.json$/, '');
  await noCache(`${folder}remoteEntry.js`);

  const chunk = manifest.exposes[0]?.assets.js.sync[0];
  expect(chunk).toMatch(/\.[0-9a-f]{10}\.js$/);
  const res = await request.get(`${folder}${chunk}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
