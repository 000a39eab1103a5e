import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startAppServer } from './app-server';
import { buildFloor } from './floor-build';
import { measureNavigation, type NavCase } from './measure-navigation';
import { measureFirstLoad } from './measure-page';
import { timeProductBuild } from './product-build';
import { printReport, type NavResult, type PageResult } from './report';
import { startStaticServer } from './static-server';

const RUNS = 5;
const PORT = 8290;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const HOME_CONTENT = '[data-layout="default"] main h1';
const areaContent = (layout: string) => `[data-layout="${layout}"] main [data-testid="empty-state"]`;
/** Whatever the area's page renders under the layout's title, once it is not the loading indicator. */
const areaPage = (layout: string) => `[data-layout="${layout}"] main [data-testid="page-title"] ~ :not([data-testid="page-loading"])`;

const PAGES = [
  { path: '/', selector: HOME_CONTENT, signedIn: false },
  { path: '/dashboard/patent', selector: areaContent('dashboard'), signedIn: true },
];

// `/` is a marketing page, so marketing's cold navigation starts from a host-owned screen that loads no remote.
const NAVIGATIONS: NavCase[] = [
  { remote: 'marketing', from: '/sign-in', fromSelector: '[data-host-page="SignIn"]', to: '/pricing', toSelector: HOME_CONTENT, signedIn: false },
  { remote: 'patent', from: '/', fromSelector: HOME_CONTENT, to: '/dashboard/patent', toSelector: areaContent('dashboard'), signedIn: true },
  { remote: 'scout', from: '/', fromSelector: HOME_CONTENT, to: '/dashboard/scout', toSelector: areaPage('scout'), signedIn: true },
  { remote: 'toolbox', from: '/', fromSelector: HOME_CONTENT, to: '/dashboard/toolbox', toSelector: areaPage('toolbox'), signedIn: true },
  { remote: 'admin', from: '/', fromSelector: HOME_CONTENT, to: '/admin/accounts', toSelector: areaPage('admin'), signedIn: true },
  { remote: 'employee', from: '/', fromSelector: HOME_CONTENT, to: '/employee', toSelector: areaPage('employee'), signedIn: true },
];

/** RUNS measured runs after one discarded run, which pays the server's and the OS's first-read costs. */
async function repeat<T>(label: string, fn: () => Promise<T>): Promise<T[]> {
  await fn();
  const out: T[] = [];
  for (let i = 0; i < RUNS; i++) out.push(await fn());
  console.log(`  measured ${label}`);
  return out;
}

async function measureAll(browser: Browser, appUrl: string, floorUrl: string): Promise<{ pages: PageResult[]; floor: PageResult; navigations: NavResult[] }> {
  const pages: PageResult[] = [];
  for (const p of PAGES) pages.push({ label: p.path, runs: await repeat(p.path, () => measureFirstLoad(browser, appUrl + p.path, p.selector, p.signedIn)) });
  const floor = { label: 'floor (React only)', runs: await repeat('floor', () => measureFirstLoad(browser, `${floorUrl}/`, 'h1')) };
  const navigations: NavResult[] = [];
  for (const n of NAVIGATIONS) {
    navigations.push({ remote: n.remote, route: `${n.from} → ${n.to}`, runs: await repeat(`${n.remote} navigation`, () => measureNavigation(browser, appUrl, n)) });
  }
  return { pages, floor, navigations };
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'iprism-bench-web-'));
  const buildsDir = join(work, 'builds');
  const floorDir = join(work, 'floor');
  const dataDir = join(work, 'data');
  mkdirSync(dataDir);
  const cleanups: (() => Promise<void>)[] = [async () => rmSync(work, { recursive: true, force: true })];
  try {
    console.log('Building the product (pnpm build --force) …');
    const buildSeconds = await timeProductBuild(buildsDir);
    console.log('Building the floor page …');
    await buildFloor(floorDir);
    const app = await startAppServer({ port: PORT, buildsDir, dataDir });
    cleanups.unshift(app.stop);
    const floor = await startStaticServer(floorDir);
    cleanups.unshift(floor.close);
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
    cleanups.unshift(() => browser.close());
    console.log(`Measuring in Chromium ${browser.version()} …`);
    const measured = await measureAll(browser, app.url, floor.url);
    printReport({ chromium: browser.version(), cpus: availableParallelism(), runs: RUNS, buildSeconds, ...measured });
  } finally {
    // Every cleanup runs even if one fails: a server left behind would hold the port for the next run.
    for (const cleanup of cleanups) await cleanup().catch((err: unknown) => console.error('cleanup failed:', err));
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
