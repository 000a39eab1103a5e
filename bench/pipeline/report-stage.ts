/**
 * One report-stage run in a fresh process, as a pipeline worker runs it: a file reader thread is started and
 * pdf.js loaded in it first (the server does that when it starts), then the PDF at `--file` is read there, its
 * text extracted and analysed. Peak RSS is the whole process's, so it includes Node, the reader thread, the
 * loaded modules and the stage. Prints one JSON line.
 */
import { readFileSync } from 'node:fs';
import { buildReport } from '../../server/src/modules/analysis/build-report';
import { createFileReaders } from '../../server/src/platform/file-readers/file-readers';
import { DEFAULT_READER_POOL } from '../../server/src/platform/file-readers/reader-settings';

async function main(): Promise<void> {
  const file = /--file=(\S+)/.exec(process.argv.join(' '))?.[1];
  if (!file) throw new Error('--file=<pdf> is required');
  const loading = performance.now();
  const readers = createFileReaders(DEFAULT_READER_POOL);
  await readers.warmUp();
  const loadMs = performance.now() - loading;
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const document = await readers.extractDocument(readFileSync(file), 'pdf');
  const extracted = performance.now();
  const report = buildReport({ applicationId: 'bench', fileName: file, document, now: new Date() });
  const done = performance.now();
  console.log(
    JSON.stringify({
      pages: document.pages.length,
      claims: report.claims.length,
      loadMs: Math.round(loadMs),
      extractMs: Math.round(extracted - started),
      analyseMs: Math.round(done - extracted),
      totalMs: Math.round(done - started),
      rssBeforeMb: Math.round(rssBefore / 2 ** 20),
      // maxRSS is in kilobytes.
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    }),
  );
  await readers.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
