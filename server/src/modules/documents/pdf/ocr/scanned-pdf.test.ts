import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { characterAccuracy } from '../../../../../test/fixtures/character-accuracy';
import { SHARED_DATA } from '../../../../../test/fixtures/documents-data';
import { paragraphsPdf, toWinAnsi } from '../../../../../test/fixtures/documents-pdf';
import { scannedPdf } from '../../../../../test/fixtures/scanned-pdf';
import { extractPdfInThread } from '../../../../../test/file-readers';
import { createFileReaders, type FileReaders } from '../../../../platform/file-readers/file-readers';
import { DEFAULT_READER_LIMITS, DEFAULT_READER_POOL, type ReaderLimits } from '../../../../platform/file-readers/reader-settings';
import { extractUsptoXml } from '../../uspto-xml/extract-uspto-xml';

/** Real claims (US 9,358,892 B1), as an applicant's PDF would carry them. */
const claims = extractUsptoXml(readFileSync(join(SHARED_DATA, 'uspto-xml-go-uspto-testdata/grant/v4-5-B1.xml'), 'utf8'))
  .structured!.claims.map((claim) => toWinAnsi(`${claim.number}. ${claim.text.replace(/\s+/g, ' ').trim()}`));

/** A text layer from a font whose codes are not Unicode: each letter shifted by three. */
const shifted = (text: string): string => text.replace(/[a-z]/gi, (c) => String.fromCharCode(((c.toLowerCase().charCodeAt(0) - 97 + 3) % 26) + (c === c.toLowerCase() ? 97 : 65)));

let original: string[] = [];
let scan: Uint8Array;
const pools: FileReaders[] = [];

/** Time limits far above a page's recognition on a loaded machine, unless a test sets its own. */
function readersWith(ocr: Partial<ReaderLimits['ocr']>): FileReaders {
  const generous = { pageTimeoutMs: 240_000, documentTimeoutMs: 480_000 };
  const readers = createFileReaders({ ...DEFAULT_READER_POOL, timeoutMs: 600_000, limits: { ...DEFAULT_READER_LIMITS, ocr: { ...DEFAULT_READER_LIMITS.ocr, ...generous, ...ocr } } });
  pools.push(readers);
  return readers;
}

beforeAll(async () => {
  // The first two pages of the claims as text, then the same pages scanned: page 1 an image only, page 2 an
  // image under a garbage text layer.
  const text = await PDFDocument.load((await paragraphsPdf(['What is claimed is:', ...claims])).bytes);
  const twoPages = await PDFDocument.create();
  for (const page of await twoPages.copyPages(text, [0, 1])) twoPages.addPage(page);
  const textPdf = await twoPages.save();
  original = (await extractPdfInThread(textPdf)).pages;
  scan = await scannedPdf(textPdf, { layers: [null, shifted(original[1]!)] });
}, 120_000);

afterAll(() => Promise.all(pools.map((readers) => readers.close())));

// Recognition runs in the reader threads, as the product runs it.
describe('a scanned PDF', () => {
  it('reads a page without text and a page with a garbage text layer from their images, with their confidence', async () => {
    const document = await readersWith({}).extractDocument(scan, 'pdf');
    expect(document.pages).toHaveLength(2);
    expect(document.ocrPages).toEqual([
      { page: 1, reason: 'noTextLayer', confidence: expect.any(Number), warning: null, lines: expect.any(Array) },
      { page: 2, reason: 'garbageTextLayer', confidence: expect.any(Number), warning: null, lines: expect.any(Array) },
    ]);
    const confidences = document.ocrPages!.map((page) => page.confidence!);
    const accuracies = original.map((text, index) => characterAccuracy(text, document.pages[index]!));
    expect(Math.min(...confidences)).toBeGreaterThanOrEqual(80);
    expect(Math.min(...accuracies)).toBeGreaterThanOrEqual(0.97);
    expect(document.pages[0]).toMatch(/^What is claimed is:\s+1\. /);
    expect(document.pages[1]).not.toContain(shifted('claim'));

    // Each line where the text PDF drew it: from 72 pt in, baselines 72 pt from the top and every 14 pt after.
    const [heading, next] = document.ocrPages![0]!.lines!;
    expect(heading?.text).toBe('What is claimed is:');
    expect(Math.abs(heading!.x - 72)).toBeLessThan(3);
    expect(Math.abs(heading!.y + heading!.height - 72)).toBeLessThan(4);
    expect(heading!.height).toBeGreaterThan(5);
    expect(heading!.height).toBeLessThan(14);
    expect(Math.abs(next!.y + next!.height - 100)).toBeLessThan(5);
    expect(document.ocrPages![1]!.lines!.map((line) => line.text).join(' ')).toContain('wherein');
  }, 600_000);

  it('leaves pages past the page cap empty, with a warning', async () => {
    const document = await readersWith({ maxPages: 1 }).extractDocument(scan, 'pdf');
    expect(document.ocrPages).toEqual([
      { page: 1, reason: 'noTextLayer', confidence: expect.any(Number), warning: null, lines: expect.any(Array) },
      { page: 2, reason: 'garbageTextLayer', confidence: null, warning: 'Not read: past the limit of 1 recognised pages per document.' },
    ]);
    expect(document.pages[1]).toBe('');
  }, 600_000);

  it('leaves a page over its time empty with a warning, and the thread reads the next file', async () => {
    const readers = readersWith({ pageTimeoutMs: 1 });
    const document = await readers.extractDocument(scan, 'pdf');
    expect(document.pages).toEqual(['', '']);
    expect(document.ocrPages).toEqual([
      { page: 1, reason: 'noTextLayer', confidence: null, warning: expect.stringMatching(/^Not read: /) },
      { page: 2, reason: 'garbageTextLayer', confidence: null, warning: expect.stringMatching(/^Not read: /) },
    ]);
    const text = await readers.extractDocument((await paragraphsPdf(claims.slice(0, 1))).bytes, 'pdf');
    expect(text.ocrPages).toBeUndefined();
    expect(text.pages[0]).toContain(claims[0]!.slice(0, 40));
  }, 600_000);

  it('reads nothing from images when OCR is off', async () => {
    const document = await readersWith({ maxPages: 0 }).extractDocument(scan, 'pdf');
    expect(document.ocrPages).toBeUndefined();
    expect(document.pages[0]).toBe('');
  }, 600_000);
});
