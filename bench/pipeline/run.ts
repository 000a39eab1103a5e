/**
 * bench:pipeline — the report stage and the whole pipeline (docs/benchmarks.md "Pipeline (bench:pipeline)").
 *
 *   pnpm bench:pipeline [--sizes=10,100,400] [--count=20]
 *
 * The PDFs are generated here, so their making costs the measured process nothing. Each report-stage figure
 * is a fresh process (report-stage.ts) so its peak RSS is its own; throughput (throughput.ts) runs one API
 * process with its embedded database and one pipeline worker.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeApplicationPdf } from '../../server/test/pdf-fixture';

const TSX = join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
const RUNS = 3;
const option = (name: string, fallback: string) => new RegExp(`--${name}=([\\d,]+)`).exec(process.argv.join(' '))?.[1] ?? fallback;

const run = (script: string, args: string[]) => JSON.parse(execFileSync(TSX, [join(__dirname, script), ...args], { encoding: 'utf8' }).trim().split('\n').pop() ?? '{}') as Record<string, number>;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const TARGET_MS = 5000;
const TARGET_MB = 500;

async function main(): Promise<void> {
console.log(`iPrism pipeline benchmark: ${availableParallelism()} CPUs, load ${loadavg()[0]?.toFixed(2)}, median of ${RUNS} runs`);
console.log('\nReport stage (text extraction with pdf.js + analysis), one fresh process per run, pdf.js loaded first');
console.log('pages  claims  extract ms  analyse ms  total ms  RSS before MB  peak RSS MB  (pdf.js load ms)');
const verdicts: string[] = [];
const dir = mkdtempSync(join(tmpdir(), 'iprism-bench-pdf-'));
for (const size of option('sizes', '10,100,400').split(',').map(Number)) {
  const file = join(dir, `application-${size}.pdf`);
  writeFileSync(file, await makeApplicationPdf(size, 30));
  const runs = Array.from({ length: RUNS }, () => run('report-stage.ts', [`--file=${file}`]));
  const total = median(runs.map((r) => r.totalMs ?? 0));
  const rss = Math.max(...runs.map((r) => r.peakRssMb ?? 0));
  const first = runs[0] ?? {};
  console.log(
    [
      String(first.pages).padEnd(5),
      String(first.claims).padEnd(6),
      String(median(runs.map((r) => r.extractMs ?? 0))).padEnd(10),
      String(median(runs.map((r) => r.analyseMs ?? 0))).padEnd(10),
      String(total).padEnd(8),
      String(median(runs.map((r) => r.rssBeforeMb ?? 0))).padEnd(13),
      String(rss).padEnd(11),
      `(${median(runs.map((r) => r.loadMs ?? 0))})`,
    ].join('  '),
  );
  if (size === 100) verdicts.push(`100-page report stage  ${total} ms (target ≤ ${TARGET_MS})  ${total <= TARGET_MS ? 'PASS' : 'MISS'}`, `100-page peak memory   ${rss} MB (target ≤ ${TARGET_MB})  ${rss <= TARGET_MB ? 'PASS' : 'MISS'}`);
}
const count = option('count', '20');
const t = run('throughput.ts', [`--count=${count}`, '--pages=10', '--workers=1']);
console.log(`\nThroughput: ${t.count} applications of ${t.pages} pages through all six stages in ${t.seconds} s = ${t.perMinute} applications/minute (1 worker, embedded database)`);
console.log('\nTargets');
for (const v of verdicts) console.log(v);
rmSync(dir, { recursive: true, force: true });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
