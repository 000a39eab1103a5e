import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startAppServer } from './app-server';
import { installProbe, isJs, type Probe } from './measure-page';
import { openContext } from './open-context';
import { BUILDS_DIR } from '../../scripts/lib/apps';

const PORT = 8291;
const CONTENT: Record<string, string> = {
  '/': '[data-layout="default"] main h1',
  '/dashboard/patent': '[data-layout="dashboard"] main [data-testid="empty-state"]',
};

/**
 * `tsx bench/web/first-load-scripts.ts [path]`: one cold first load of a bench page against the existing
 * `pnpm build` output, listing every script (gzip bytes) with whether it finished before the app took the
 * page over, to see which chunks make up bench:web's figure.
 */
async function main(): Promise<void> {
  const path = process.argv[2] ?? '/';
  const selector = CONTENT[path];
  if (!selector) throw new Error(`Unknown page ${path}; pages: ${Object.keys(CONTENT).join(', ')}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'iprism-first-load-'));
  const app = await startAppServer({ port: PORT, buildsDir: BUILDS_DIR, dataDir });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await openContext(browser, app.url, path !== '/');
    const page = await context.newPage();
    await page.addInitScript(installProbe, selector);
    const sizes: Promise<[string, number]>[] = [];
    page.on('response', (res) => {
      if (isJs(res)) sizes.push(res.body().then((b): [string, number] => [res.url(), gzipSync(b).length], (): [string, number] => [res.url(), 0]));
    });
    await page.goto(app.url + path, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as unknown as { __benchProbe: Probe }).__benchProbe.ready !== null);
    await page.waitForLoadState('networkidle');
    const { ready, finished } = await page.evaluate(() => ({
      ready: (window as unknown as { __benchProbe: Probe }).__benchProbe.ready as number,
      finished: performance.getEntriesByType('resource').map((e) => ({ name: e.name, end: (e as PerformanceResourceTiming).responseEnd })),
    }));
    const gzip = new Map(await Promise.all(sizes));
    const rows = finished.filter((r) => gzip.has(r.name)).map((r) => ({ ...r, bytes: gzip.get(r.name) ?? 0, before: r.end <= ready }));
    rows.sort((a, b) => Number(b.before) - Number(a.before) || b.bytes - a.bytes);
    for (const r of rows) console.log(`${r.before ? 'before' : 'after '}  ${(r.bytes / 1000).toFixed(1).padStart(6)} kB  ${Math.round(r.end).toString().padStart(5)} ms  ${new URL(r.name).pathname}`);
    const total = rows.filter((r) => r.before).reduce((s, r) => s + r.bytes, 0);
    console.log(`app ready at ${Math.round(ready)} ms after ${(total / 1000).toFixed(1)} kB gzip JS`);
    await context.close();
  } finally {
    await browser.close();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
