import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_NAMES, ROOT } from './lib/apps';
import { buildApps, planBuild } from './lib/build-apps';
import { fromJestReport, fromPlaywrightReport, summaryLine, type SuiteResult } from './lib/suite-result';
import { ALONE, NOT_AGAIN_ON_POSTGRES } from './lib/test-groups';

/**
 * `pnpm test`: every suite in turn — typecheck, lint, unit and integration (Jest), the server's tests
 * again on PostgreSQL, the production build, and e2e (Playwright in Debian's chromium) — then one
 * closing line "N passed, N failed".
 */
const results: SuiteResult[] = [];
const reports = mkdtempSync(join(tmpdir(), 'iprism-test-'));

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): { ok: boolean; seconds: number } {
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: res.status === 0, seconds: (Date.now() - started) / 1000 };
}

function check(name: string, cmd: string, args: string[]): void {
  console.log(`\n━━ ${name}`);
  const { ok, seconds } = run(cmd, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds });
}

function jest(name: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): void {
  const out = join(reports, `${name}.json`);
  const { seconds } = run(process.execPath, ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', 'node_modules/jest/bin/jest.js', '--ci', '--json', `--outputFile=${out}`, ...args], env);
  if (!existsSync(out)) return void results.push({ name, passed: 0, failed: 1, skipped: 0, seconds });
  results.push(fromJestReport(name, JSON.parse(readFileSync(out, 'utf8')), seconds));
}

/** The server PostgreSQL runs on: this machine's (scripts/system-services.sh installs and starts it when it is missing or down). */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether something listens at the URL's host and port, answered within 3 s. */
function listening(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 5432), timeout: 3_000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true)).once('error', () => done(false)).once('timeout', () => done(false));
  });
}

/** The server project once more with every test database on PostgreSQL: the product runs on both engines. */
async function jestPostgres(): Promise<void> {
  console.log('\n━━ server tests on PostgreSQL (jest)');
  if (!(await listening(TEST_DATABASE_URL))) {
    console.error(`PostgreSQL is not reachable at ${TEST_DATABASE_URL}: start it (ARCHITECTURE §7; scripts/system-services.sh, run by scripts/test.sh, does) or set TEST_DATABASE_URL.`);
    return void results.push({ name: 'jest-pg', passed: 0, failed: 1, skipped: 0, seconds: 0 });
  }
  // Two workers: each test creates its own database, and the server is shared with the other runs.
  jest('jest-pg', ['--selectProjects', 'server', '--maxWorkers=2', '--testPathIgnorePatterns', '/node_modules/', ...NOT_AGAIN_ON_POSTGRES], { TEST_DATABASE_URL });
}

async function build(): Promise<boolean> {
  console.log('\n━━ production build');
  const started = Date.now();
  try {
    const plan = planBuild(APP_NAMES);
    await buildApps(plan);
    results.push({ name: 'build', passed: 1, failed: 0, skipped: 0, seconds: (Date.now() - started) / 1000 });
    return true;
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    results.push({ name: 'build', passed: 0, failed: 1, skipped: 0, seconds: (Date.now() - started) / 1000 });
    return false;
  }
}

function e2e(): void {
  console.log('\n━━ end to end (playwright, chromium)');
  const out = join(reports, 'playwright.json');
  const { seconds } = run('pnpm', ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  if (!existsSync(out)) return void results.push({ name: 'e2e', passed: 0, failed: 1, skipped: 0, seconds });
  results.push(fromPlaywrightReport('e2e', JSON.parse(readFileSync(out, 'utf8')).stats, seconds));
}

async function main(): Promise<void> {
  console.log(`━━ runtime: Node ${process.versions.node} (${process.execPath})`);
  check('typecheck', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.json']);
  check('lint', 'pnpm', ['exec', 'eslint', '.', '--max-warnings=0']);
  console.log('\n━━ unit and integration (jest)');
  // The first run is the embedded default (PGlite) even where TEST_DATABASE_URL is set. On two cores Jest would
  // run in band, one process keeping every file's PGlite and module registry (about 40 MB a file, past 20 GB for the
  // suite): two workers, each replaced once it passes 1.5 GB (jest.config.ts), stay bounded. The ALONE suites follow in band.
  jest('jest', ['--maxWorkers=2', '--testPathIgnorePatterns', '/node_modules/', ...ALONE], { TEST_DATABASE_URL: '' });
  jest('jest-alone', ['--runInBand', '--testPathPatterns', ...ALONE], { TEST_DATABASE_URL: '' });
  await jestPostgres();
  if (await build()) e2e();
  else results.push({ name: 'e2e', passed: 0, failed: 1, skipped: 0, seconds: 0 });

  console.log('\n━━ summary');
  for (const r of results) console.log(`  ${r.name.padEnd(12)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''} (${r.seconds.toFixed(1)} s)`);
  const line = summaryLine(results);
  console.log(line);
  process.exit(results.some((r) => r.failed > 0) ? 1 : 0);
}

void main();
