/**
 * bench:load — the API under a working day's mix (docs/benchmarks.md "Load").
 *
 *   pnpm bench:load [--targets=embedded,cluster] [--users=200] [--sockets=2000] [--seconds=20]
 *
 * Per target: seed `sockets` − 40 socket users in its database, sign in a pool of 40 sessions, open
 * `sockets` socket.io clients, one per session and one per socket user (a child process holds them), then
 * drive every call of the mix (mix.ts) at once with `users` autocannon connections split by weight for
 * `seconds` (each user reading once a second from its own start, writes at their paced rates: the measured
 * mix), then the same with reads back to back (saturation: the ceiling, no target), then license-info alone
 * on one node for its peak rate. Prints throughput and p50/p95/p99 per call, errors (non-2xx, transport
 * errors, dropped sockets), and the server processes' CPU (cores) and peak memory, against the load targets.
 */
import { fork } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../server/test/server-process';
import { driveCall, driveMix } from './drive';
import type { CallStats } from './latency-stats';
import { MIX, READS_PER_USER_PER_SECOND, shareUsers } from './mix';
import { watchUsage } from './proc-usage';
import { openSessions, refreshToken, signIn, type Session } from './sessions';
import { clusterTarget, embeddedTarget, type LoadTarget, type SocketUsers } from './targets';

const TARGET_READ_P99_MS = 250;
const TARGET_LICENSE_INFO_RPS = 3000;
const SESSIONS = 40;
const PEAK_SECONDS = 10;
const PEAK_CONNECTIONS = 50;
const CORPUS_WAIT_MS = 180_000;

const option = (name: string, fallback: string) => new RegExp(`--${name}=([\\w,]+)`).exec(process.argv.join(' '))?.[1] ?? fallback;
const ms = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(0));

interface SocketReport {
  open: number;
  disconnects: number;
  errors: string[];
  errorCount: number;
}

/** Forks sockets.ts with the sessions and the socket users; resolves once every client has connected (or failed). */
async function openSockets(url: string, sessions: Session[], users: SocketUsers) {
  const child = fork(join(__dirname, 'sockets.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = <T>() => new Promise<T>((resolve, reject) => {
    child.once('message', (m) => resolve(m as T));
    child.once('exit', (code) => reject(new Error(`socket clients exited (${code})`)));
  });
  const up = next<{ connected: number; failed: number; seconds: number }>();
  child.send({ url, sessions, users });
  const started = await up;
  return {
    started,
    async report(): Promise<SocketReport> {
      const done = next<SocketReport>();
      child.send('report');
      return done;
    },
  };
}

/**
 * The demo import runs in the background after start; the load is measured once it has finished, so
 * the figures are the API's and not the import's (the admin corpus status says when).
 */
async function waitForCorpus(url: string): Promise<number> {
  const admin = await signIn(url, 'admin@iprism.example');
  const deadline = Date.now() + CORPUS_WAIT_MS;
  while (Date.now() < deadline) {
    const res = await fetch(`${url}/api/admin/corpus`, { headers: { authorization: `Bearer ${(admin.token = await refreshToken(url, admin))}` } });
    if (res.ok) {
      const status = (await res.json()) as { documents: number; imports: { status: string }[] };
      if (status.documents > 0 && status.imports.length > 0 && status.imports.every((i) => i.status !== 'running')) return status.documents;
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
  throw new Error('the demo corpus import did not finish in time: search would measure a partial index');
}

function printCalls(rows: CallStats[]): void {
  console.log(`  ${'call'.padEnd(14)} ${'requests'.padStart(9)} ${'req/s'.padStart(8)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} ${'errors'.padStart(7)}`);
  for (const r of rows) {
    console.log(`  ${r.name.padEnd(14)} ${String(r.requests).padStart(9)} ${r.perSecond.toFixed(0).padStart(8)} ${ms(r.p50).padStart(6)} ${ms(r.p95).padStart(6)} ${ms(r.p99).padStart(6)} ${String(r.errors).padStart(7)}`);
  }
}

const slowestReadP99 = (rows: CallStats[]) => Math.max(...rows.filter((r) => MIX.find((c) => c.name === r.name)!.kind === 'read').map((r) => r.p99));

async function measure(target: LoadTarget, users: number, seconds: number): Promise<boolean> {
  console.log(`\n━━ ${target.name} at ${target.url}`);
  const documents = await waitForCorpus(target.url);
  const sessions = await openSessions(target.url, SESSIONS);
  console.log(`  corpus of ${documents} documents imported; ${SESSIONS} sessions signed in`);

  const sockets = await openSockets(target.url, sessions, target.socketUsers);
  console.log(`  ${sockets.started.connected} sockets connected in ${sockets.started.seconds.toFixed(1)} s (${sockets.started.failed} failed)`);

  const paced = MIX.filter((c) => c.ratePerSecond).map((c) => `${c.name} ${c.ratePerSecond}/s`).join(', ');
  const runMix = async (title: string, readRate?: number) => {
    const usage = watchUsage(target.pids);
    const rows = await driveMix(target.url, MIX, shareUsers(MIX, users), seconds, sessions, readRate);
    const cpu = usage.stop();
    console.log(`\n  ${title}: ${users} virtual users for ${seconds} s (server CPU ${cpu.cpuCores.toFixed(2)} cores, peak RSS ${(cpu.peakRssBytes / 2 ** 20).toFixed(0)} MiB)`);
    printCalls(rows);
    return rows;
  };
  const mix = await runMix(`mix, each user reading ${READS_PER_USER_PER_SECOND}×/s, writes paced (${paced})`, READS_PER_USER_PER_SECOND);
  const saturation = await runMix('saturation (no target): the same mix with reads back to back');

  const peakUsage = watchUsage(target.pids);
  const peak = await driveCall(target.url, MIX.find((c) => c.name === 'license-info')!, PEAK_CONNECTIONS, PEAK_SECONDS, sessions);
  const peakCpu = peakUsage.stop();
  console.log(`\n  license-info alone, ${PEAK_CONNECTIONS} connections for ${PEAK_SECONDS} s (server CPU ${peakCpu.cpuCores.toFixed(2)} cores, peak RSS ${(peakCpu.peakRssBytes / 2 ** 20).toFixed(0)} MiB)`);
  printCalls([peak]);

  const socketReport = await sockets.report();
  console.log(`\n  sockets: ${socketReport.open}/${sockets.started.connected} still open, ${socketReport.disconnects} dropped, ${socketReport.errorCount} errors${socketReport.errors.length ? ` (${socketReport.errors.join('; ')})` : ''}`);

  const errors = mix.reduce((sum, r) => sum + r.errors, 0) + peak.errors + sockets.started.failed + socketReport.disconnects + socketReport.errorCount;
  const readP99 = slowestReadP99(mix);
  const checks = [
    { ok: errors === 0, text: `errors: ${errors} (target 0)` },
    { ok: readP99 <= TARGET_READ_P99_MS, text: `slowest read p99: ${ms(readP99)} ms (target ≤ ${TARGET_READ_P99_MS} ms)` },
    { ok: peak.perSecond >= TARGET_LICENSE_INFO_RPS, text: `license-info: ${peak.perSecond.toFixed(0)} req/s (target ≥ ${TARGET_LICENSE_INFO_RPS} on one node)` },
  ];
  for (const c of checks) console.log(`  ${c.ok ? '✓' : '✗'} ${c.text}`);
  const sum = (pick: (r: CallStats) => number) => saturation.reduce((total, r) => total + pick(r), 0);
  console.log(`  · saturation: ${sum((r) => r.perSecond).toFixed(0)} req/s in all, slowest read p99 ${ms(slowestReadP99(saturation))} ms, ${sum((r) => r.errors)} errors`);
  return checks.every((c) => c.ok);
}

async function main(): Promise<void> {
  const targets = option('targets', 'embedded,cluster').split(',');
  const users = Number(option('users', '200'));
  const socketCount = Number(option('sockets', '2000'));
  const seconds = Number(option('seconds', '20'));
  console.log(`bench:load — ${availableParallelism()} cores, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  let allMet = true;
  for (const name of targets) {
    const port = await freePort();
    // One socket per signed-in session of the mix, the rest held by socket users of their own.
    const socketUsers = Math.max(0, socketCount - SESSIONS);
    const target = name === 'cluster' ? await clusterTarget(port, socketUsers) : await embeddedTarget(port, socketUsers);
    try {
      allMet = (await measure(target, users, seconds)) && allMet;
    } finally {
      await target.stop();
    }
  }
  console.log(allMet ? '\nevery target met' : '\nsome targets missed (see ✗ above)');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
