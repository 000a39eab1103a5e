/**
 * One scanned-PDF extraction in a fresh process, as a pipeline worker runs it: a file reader thread reads the
 * scan at `--file` (every page an image, no text layer) and recognises each page with Tesseract. The OCR
 * limits are lifted so that every page is read whatever the machine's load; the figures are per page.
 * Character accuracy is against the text layer of the PDF the scan was made from (`--original`, a JSON array
 * of page texts). Peak RSS is the whole process's: Node, the reader thread and its Tesseract worker. Prints
 * one JSON line.
 */
import { readFileSync } from 'node:fs';
import { createFileReaders } from '../../server/src/platform/file-readers/file-readers';
import { DEFAULT_READER_LIMITS, DEFAULT_READER_POOL } from '../../server/src/platform/file-readers/reader-settings';
import { characterAccuracy } from '../../server/test/fixtures/character-accuracy';

const HOUR = 3_600_000;

async function main(): Promise<void> {
  const file = /--file=(\S+)/.exec(process.argv.join(' '))?.[1];
  const originalFile = /--original=(\S+)/.exec(process.argv.join(' '))?.[1];
  if (!file || !originalFile) throw new Error('--file=<scanned pdf> and --original=<page texts json> are required');
  const original = JSON.parse(readFileSync(originalFile, 'utf8')) as string[];
  const readers = createFileReaders({
    ...DEFAULT_READER_POOL,
    timeoutMs: HOUR,
    limits: { ...DEFAULT_READER_LIMITS, ocr: { maxPages: original.length, pageTimeoutMs: HOUR, documentTimeoutMs: HOUR } },
  });
  await readers.warmUp();
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const document = await readers.extractDocument(readFileSync(file), 'pdf');
  const ms = performance.now() - started;
  await readers.close();
  const ocrPages = document.ocrPages ?? [];
  const confidences = ocrPages.flatMap((page) => (page.confidence === null ? [] : [page.confidence]));
  const expectedChars = original.reduce((sum, text) => sum + text.replace(/\s+/g, ' ').trim().length, 0);
  // Accuracy over the whole document: each page's errors weighted by its length.
  const errors = original.reduce((sum, text, i) => sum + (1 - characterAccuracy(text, document.pages[i] ?? '')) * text.replace(/\s+/g, ' ').trim().length, 0);
  const pageAccuracies = original.map((text, i) => characterAccuracy(text, document.pages[i] ?? ''));
  console.log(
    JSON.stringify({
      pages: document.pages.length,
      ocrPages: confidences.length,
      seconds: Math.round(ms / 100) / 10,
      secondsPerPage: Math.round(ms / document.pages.length / 100) / 10,
      meanConfidence: Math.round(confidences.reduce((a, b) => a + b, 0) / Math.max(1, confidences.length)),
      accuracyPct: Math.round((1 - errors / expectedChars) * 10_000) / 100,
      worstPageAccuracyPct: Math.round(Math.min(...pageAccuracies) * 10_000) / 100,
      rssBeforeMb: Math.round(rssBefore / 2 ** 20),
      // maxRSS is in kilobytes.
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    }),
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
