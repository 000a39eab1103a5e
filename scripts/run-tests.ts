import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_NAMES, ROOT } from './lib/apps';
import { buildApps, planBuild } from './lib/build-apps';
import { fromJestReport, fromPlaywrightReport, summaryLine, type SuiteResult } from './lib/suite-result';

/**
 * `pnpm test`: every suite in turn — typecheck, lint, unit and integration (Jest), the production
 * build, and e2e (Playwright in Debian's chromium) — then one closing line "N passed, N failed".
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

function jest(): void {
  console.log('\n━━ unit and integration (jest)');
  const out = join(reports, 'jest.json');
  const { seconds } = run('node', ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', 'node_modules/jest/bin/jest.js', '--ci', '--json', `--outputFile=${out}`]);
  if (!existsSync(out)) return void results.push({ name: 'jest', passed: 0, failed: 1, skipped: 0, seconds });
  results.push(fromJestReport('jest', JSON.parse(readFileSync(out, 'utf8')), seconds));
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
  check('typecheck', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.json']);
  check('lint', 'pnpm', ['exec', 'eslint', '.', '--max-warnings=0']);
  jest();
  if (await build()) e2e();
  else results.push({ name: 'e2e', passed: 0, failed: 1, skipped: 0, seconds: 0 });

  console.log('\n━━ summary');
  for (const r of results) console.log(`  ${r.name.padEnd(12)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''} (${r.seconds.toFixed(1)} s)`);
  const line = summaryLine(results);
  console.log(line);
  process.exit(results.some((r) => r.failed > 0) ? 1 : 0);
}

void main();
