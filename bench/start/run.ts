/**
 * bench:start — how long a fresh demo start takes to answer search and classification at full quality
 * (docs/benchmarks.md "Shipped demo corpus: full-quality search from a fresh start").
 *
 *   pnpm bench:start [--timeout=600]
 *
 * Starts the product server as `pnpm start` does on its embedded defaults (DEMO=1, PGlite) in an empty data
 * directory, signs in once as a demo attorney and then, every 2 s, calls POST /api/patents/search and
 * POST /api/patents/classify. Prints, in seconds from the spawn: healthy, the server's own milestones (its log
 * lines), the first answer of each call, and the first answer of each at full quality (search fused over a
 * corpus that is not loading; classification calibrated over it).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { CSRF_HEADER, type ClassifyResponse, type PatentSearchResponse } from '@iprism/shared/contracts';
import { ROOT } from '../../scripts/webpack/create-config';
import { csrfToken, refreshToken, signIn } from '../load/sessions';
import { classifyAtFullQuality, searchAtFullQuality } from './quality';

const PORT = 8293;
const POLL_MS = 2_000;
const ACCOUNT = 'pro@lawfirm.example';
const QUERY = 'training a neural network on labelled images';
const CLAIM =
  '1. A method of operating an internal combustion engine comprising: injecting fuel into a cylinder through an injector; detecting knock with a sensor mounted on the engine block; and retarding the ignition timing when knock is detected.';
/** Server log lines that mark the start's milestones. */
const MILESTONES = ['iPrism is ready', 'demo corpus import finished', 'shipped search vectors stored', 'shipped CPC model in use', 'training the CPC model'];

function arg(name: string, fallback: number): number {
  const raw = process.argv.find((a) => a.startsWith(`--${name}=`));
  return raw ? Number(raw.split('=')[1]) : fallback;
}

const seconds = (t0: number) => Number(((performance.now() - t0) / 1000).toFixed(1));

interface Caller {
  post<T>(path: string, body: unknown): Promise<T | null>;
}

/** One demo session for the whole run: a fresh 60 s token from its refresh cookie and a CSRF token, per round. */
async function openCaller(url: string): Promise<() => Promise<Caller>> {
  const session = await signIn(url, ACCOUNT);
  return async () => {
    const token = await refreshToken(url, session);
    const csrf = await csrfToken(url, token);
    return {
      async post<T>(path: string, body: unknown): Promise<T | null> {
        const res = await fetch(`${url}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', [CSRF_HEADER]: csrf },
          body: JSON.stringify(body),
        });
        return res.ok ? ((await res.json()) as T) : null;
      },
    };
  };
}

async function main(): Promise<void> {
  const timeoutS = arg('timeout', 600);
  const dataDir = mkdtempSync(join(tmpdir(), 'iprism-bench-start-'));
  const url = `http://127.0.0.1:${PORT}`;
  const marks = new Map<string, number>();
  const load = loadavg()[0]!.toFixed(1);
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DEMO: '1', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, AUTH_RATE_LIMIT_PER_IP: '100000', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  createInterface({ input: child.stdout! }).on('line', (line) => {
    for (const m of MILESTONES) if (line.includes(m) && !marks.has(m)) marks.set(m, seconds(t0));
  });
  try {
    let healthy: number | null = null;
    let searchFirst: number | null = null;
    let searchFull: number | null = null;
    let classifyFirst: number | null = null;
    let classifyFull: number | null = null;
    let lastCorpus = '';
    let round: (() => Promise<Caller>) | null = null;
    while (seconds(t0) < timeoutS && (searchFull === null || classifyFull === null)) {
      if (child.exitCode !== null) throw new Error(`server exited: ${child.exitCode}`);
      if (healthy === null) {
        const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
        if (ok) {
          healthy = seconds(t0);
          round = await openCaller(url);
        }
      } else if (round) {
        const caller = await round();
        const [search, classify] = await Promise.all([
          caller.post<PatentSearchResponse>('/api/patents/search', { query: QUERY }),
          caller.post<ClassifyResponse>('/api/patents/classify', { text: CLAIM }),
        ]);
        const at = seconds(t0);
        if (search) {
          searchFirst ??= at;
          if (searchFull === null && searchAtFullQuality(search)) searchFull = at;
        }
        if (classify) {
          classifyFirst ??= at;
          if (classifyFull === null && classifyAtFullQuality(classify)) classifyFull = at;
        }
        const corpus = JSON.stringify(search?.corpus ?? classify?.corpus ?? null);
        if (corpus !== lastCorpus) console.log(`${at.toFixed(1).padStart(6)} s  corpus ${corpus}, search ${search?.mode ?? '—'}, calibrated ${classify?.calibrated ?? '—'}`);
        lastCorpus = corpus;
      }
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    const fmt = (v: number | null | undefined) => (v == null ? 'not within the timeout' : `${v.toFixed(1)}`);
    console.log(`\nFresh DEMO=1 start on ${availableParallelism()} cores (load average ${load} at the start), seconds from the spawn:\n`);
    console.log('| step | seconds |\n|---|---|');
    console.log(`| healthy (GET /api/health) | ${fmt(healthy)} |`);
    for (const m of MILESTONES) if (marks.has(m)) console.log(`| log: ${m} | ${fmt(marks.get(m))} |`);
    console.log(`| first search answer / at full quality (fused, corpus ready) | ${fmt(searchFirst)} / ${fmt(searchFull)} |`);
    console.log(`| first classify answer / at full quality (calibrated, corpus ready) | ${fmt(classifyFirst)} / ${fmt(classifyFull)} |`);
    const full = searchFull !== null && classifyFull !== null ? Math.max(searchFull, classifyFull) : null;
    console.log(`\nfull quality at ${fmt(full)} s (target ≤ 120 s: ${full !== null && full <= 120 ? 'pass' : 'miss'})`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
