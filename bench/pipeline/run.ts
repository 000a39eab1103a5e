/**
 * bench:pipeline — the report stage and the whole pipeline (docs/benchmarks.md "Pipeline (bench:pipeline)").
 *
 *   pnpm bench:pipeline [--sizes=10,100,400] [--count=20] [--scanned-pages=20] [--cases=report,scanned,throughput]
 *
 * The PDFs are generated here, so their making costs the measured process nothing. Each report-stage figure
 * is a fresh process (report-stage.ts) so its peak RSS is its own; the scanned case (scanned-stage.ts) reads a
 * scan of a real grant's text PDF by OCR; throughput (throughput.ts) runs one API process with its embedded
 * database and one pipeline worker.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFileReaders } from '../../server/src/platform/file-readers/file-readers';
import { DEFAULT_READER_POOL } from '../../server/src/platform/file-readers/reader-settings';
import { makeApplicationPdf } from '../../server/test/pdf-fixture';
import { grantTextPdf } from '../../server/test/fixtures/grant-text-pdf';
import { scannedPdf } from '../../server/test/fixtures/scanned-pdf';

const TSX = join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
const RUNS = 3;
const option = (name: string, fallback: string) => new RegExp(`--${name}=([\\d,]+)`).exec(process.argv.join(' '))?.[1] ?? fallback;

const run = (script: string, args: string[]) => JSON.parse(execFileSync(TSX, [join(__dirname, script), ...args], { encoding: 'utf8' }).trim().split('\n').pop() ?? '{}') as Record<string, number>;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const TARGET_MS = 5000;
const TARGET_MB = 500;
const TARGET_OCR_ACCURACY_PCT = 98;
const cases = new Set((/--cases=([\w,]+)/.exec(process.argv.join(' '))?.[1] ?? 'report,scanned,throughput').split(','));

async function main(): Promise<void> {
  console.log(`iPrism pipeline benchmark: ${availableParallelism()} CPUs, load ${loadavg()[0]?.toFixed(2)}, median of ${RUNS} runs`);
  const verdicts: string[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'iprism-bench-pdf-'));
  if (cases.has('report')) await reportStage(dir, verdicts);
  if (cases.has('scanned')) await scannedPdfCase(dir, verdicts);
  if (cases.has('throughput')) {
    const t = run('throughput.ts', [`--count=${option('count', '20')}`, '--pages=10', '--workers=1']);
    console.log(`\nThroughput: ${t.count} applications of ${t.pages} pages through all six stages in ${t.seconds} s = ${t.perMinute} applications/minute (1 worker, embedded database)`);
  }
  console.log('\nTargets');
  for (const v of verdicts) console.log(v);
  rmSync(dir, { recursive: true, force: true });
}

async function reportStage(dir: string, verdicts: string[]): Promise<void> {
  console.log('\nReport stage (text extraction with pdf.js + analysis), one fresh process per run, pdf.js loaded first');
  console.log('pages  claims  extract ms  analyse ms  total ms  RSS before MB  peak RSS MB  (pdf.js load ms)');
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
}

/** A scan of a real grant's text PDF (one run: OCR is slow); accuracy against that PDF's own text. */
async function scannedPdfCase(dir: string, verdicts: string[]): Promise<void> {
  const pages = Number(option('scanned-pages', '20'));
  console.log(`\nScanned PDF: ${pages} pages of a real grant (US 6,334,226 B1) rendered at 300 dpi to JPEG, no text layer; OCR with tesseract.js (eng best_int), one fresh process`);
  const textPdf = await grantTextPdf(pages);
  const readers = createFileReaders(DEFAULT_READER_POOL);
  const original = (await readers.extractDocument(textPdf, 'pdf')).pages;
  await readers.close();
  const scan = join(dir, 'scanned.pdf');
  const originalFile = join(dir, 'scanned-original.json');
  writeFileSync(scan, await scannedPdf(textPdf));
  writeFileSync(originalFile, JSON.stringify(original));
  const r = run('scanned-stage.ts', [`--file=${scan}`, `--original=${originalFile}`]);
  console.log('pages  OCR pages  total s  s/page  mean confidence  char accuracy %  worst page %  RSS before MB  peak RSS MB');
  console.log(
    [
      String(r.pages).padEnd(5),
      String(r.ocrPages).padEnd(9),
      String(r.seconds).padEnd(7),
      String(r.secondsPerPage).padEnd(6),
      String(r.meanConfidence).padEnd(15),
      String(r.accuracyPct).padEnd(15),
      String(r.worstPageAccuracyPct).padEnd(12),
      String(r.rssBeforeMb).padEnd(13),
      String(r.peakRssMb),
    ].join('  '),
  );
  const accuracy = r.accuracyPct ?? 0;
  verdicts.push(`scanned character accuracy  ${accuracy} % (target ≥ ${TARGET_OCR_ACCURACY_PCT})  ${accuracy >= TARGET_OCR_ACCURACY_PCT ? 'PASS' : 'MISS'}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
