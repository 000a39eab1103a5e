import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { encryptedPdf, paragraphsPdf, toWinAnsi, twoColumnPdf } from '../../../../test/fixtures/documents-pdf';
import { SHARED_DATA } from '../../../../test/fixtures/documents-data';
import { DocumentError } from '../document-error';
import { extractPdfInThread as extractPdf, testReaders } from '../../../../test/file-readers';
import { extractUsptoXml } from '../uspto-xml/extract-uspto-xml';

/** The page count as the upload check reads it. */
async function inspectPdf(bytes: Uint8Array): Promise<{ pages: number | null }> {
  const check = await testReaders().checkUpload('application', bytes);
  return { pages: check.readable ? check.pages : null };
}

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Real claims (US 9,358,892 B1), as an applicant's PDF would carry them. */
const claims = extractUsptoXml(readFileSync(join(SHARED_DATA, 'uspto-xml-go-uspto-testdata/grant/v4-5-B1.xml'), 'utf8'))
  .structured!.claims.map((claim) => toWinAnsi(`${claim.number}. ${collapse(claim.text)}`));

async function kindOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    return error instanceof DocumentError ? error.kind : `untyped: ${String(error)}`;
  }
}

// PDFs are read in a reader thread (pdf.js never loads on the API's thread), so these go through one.
describe('extractPdf', () => {
  it('extracts every page in order, each claim on the page it starts on', async () => {
    const { bytes, pages: pageCount, startPages } = await paragraphsPdf(['What is claimed is:', ...claims]);
    expect(pageCount).toBeGreaterThan(2);
    expect(await inspectPdf(bytes)).toEqual({ pages: pageCount });

    const document = await extractPdf(bytes);
    expect(document).toEqual(expect.objectContaining({ format: 'pdf', paginated: true, structured: null }));
    expect(document.pages).toHaveLength(pageCount);
    claims.forEach((claim, index) => {
      expect([index + 1, collapse(document.pages[startPages[index + 1]! - 1]!)]).toEqual([index + 1, expect.stringContaining(claim.slice(0, 30))]);
    });
    const all = collapse(document.pages.join('\n'));
    let at = 0;
    for (const claim of claims) {
      const found = all.indexOf(claim, at);
      expect([claim.slice(0, 20), found >= at]).toEqual([claim.slice(0, 20), true]);
      at = found + claim.length;
    }
    // Lines of a paragraph follow each other; paragraphs are separated by a blank line.
    expect(document.pages[0]).toMatch(/^What is claimed is:\n\n1\. /);
  });

  it('reads a two-column publication column by column: the claims come out whole and in order', async () => {
    const { bytes, pages } = await twoColumnPdf('SYSTEMS AND METHODS FOR SECURE DATA TRANSFER', ['What is claimed is:', ...claims]);
    expect(pages).toBeGreaterThan(1);
    const all = collapse((await extractPdf(bytes)).pages.join('\n'));
    expect(all.startsWith('SYSTEMS AND METHODS FOR SECURE DATA TRANSFER What is claimed is: 1. ')).toBe(true);
    let at = 0;
    for (const claim of claims) {
      const found = all.indexOf(claim, at);
      expect([claim.slice(0, 20), found >= at]).toEqual([claim.slice(0, 20), true]);
      at = found + claim.length;
    }
  });

  it('leaves the caller its bytes (pdfjs would detach a buffer it is given)', async () => {
    const { bytes } = await paragraphsPdf(['One paragraph.']);
    const size = bytes.byteLength;
    await inspectPdf(bytes);
    await extractPdf(bytes);
    expect(bytes.byteLength).toBe(size);
  });

  it('types the failures: encrypted, corrupt, empty', async () => {
    const { bytes } = await paragraphsPdf(claims);
    const garbage = new Uint8Array(4000).map((_, i) => (i * 7919 + 13) % 251);
    const header = new TextEncoder().encode('%PDF-1.7\n');
    expect(await kindOf(inspectPdf(encryptedPdf()))).toBe('encrypted');
    expect(await kindOf(extractPdf(encryptedPdf()))).toBe('encrypted');
    expect(await kindOf(extractPdf(bytes.slice(0, Math.floor(bytes.length / 3))))).toBe('corrupt');
    expect(await kindOf(inspectPdf(new Uint8Array([...header, ...garbage])))).toBe('corrupt');
    expect(await kindOf(inspectPdf(new Uint8Array(0)))).toBe('empty');
  });

  it('reads a 400-page PDF page by page within a bounded memory', async () => {
    const paragraphs = Array.from({ length: 400 * 8.5 }, (_, i) => claims[i % claims.length]!.slice(0, 400));
    const { bytes, pages } = await paragraphsPdf(paragraphs);
    expect(pages).toBeGreaterThanOrEqual(400);
    // Building the fixture with pdf-lib is memory-hungry itself; measure what extraction adds on top.
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const document = await extractPdf(bytes);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    console.log(`PDF of ${pages} pages: extraction added ${Math.round((peak - before) / 2 ** 20)} MB RSS at peak`);
    expect(document.pages).toHaveLength(pages);
    expect(peak - before).toBeLessThan(250 * 1024 * 1024);
  }, 120_000);
});
