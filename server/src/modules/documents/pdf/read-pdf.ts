import { dirname, join } from 'node:path';
import { checkPdfCaps } from '../../../platform/file-readers/caps/pdf-caps';
import { FileRefusedError } from '../../../platform/file-readers/file-refusal';
import { readerLimits } from '../../../platform/file-readers/reader-limits';
import { DocumentError } from '../document-error';
import type { OcrPage } from '@iprism/shared/contracts';
import { pageRecognition } from './ocr/page-recognition';
import { pageText } from './page-text';

const PDFJS_ROOT = dirname(require.resolve('pdfjs-dist/package.json'));

/** Folders pdf.js reads from disk in Node; trailing slash because it appends file names. */
const PDFJS_ASSETS = {
  standardFontDataUrl: join(PDFJS_ROOT, 'standard_fonts') + '/',
  cMapUrl: join(PDFJS_ROOT, 'cmaps') + '/',
  wasmUrl: join(PDFJS_ROOT, 'wasm') + '/',
};

export interface PdfContent {
  pages: number;
  /** The Info dictionary's Title, as the file states it (often not a title: see metadataTitle). */
  title: string | null;
  /** Per page, its text (absent when only the page count was asked for). */
  texts: string[];
  /** Pages without a usable text layer, read from their image (ocr/). */
  ocrPages: OcrPage[];
}

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<Pdfjs> | null = null;

/**
 * pdf.js is an ES module loaded natively, never through a TypeScript loader (it would cost hundreds of MB):
 * this runs only in file reader threads (file-readers/), where nothing transforms `import()`.
 */
const loadPdfjs = (): Promise<Pdfjs> => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

/**
 * Reads a PDF with pdf.js for reading only (no font faces, no system fonts; pdf.js 6 never evaluates code) after the PDF caps
 * (encryption, decoded stream sizes), refuses more pages than the limit, and maps pdf.js failures to
 * DocumentError kinds. A page without a usable text layer (a scan) is read from its image.
 */
export async function readPdf(bytes: Uint8Array, op: 'inspect' | 'extract'): Promise<PdfContent> {
  if (bytes.length === 0) throw new DocumentError('empty', 'The PDF is empty (0 bytes).');
  const limits = readerLimits().pdf;
  await checkPdfCaps(bytes, limits);
  const lib = await loadPdfjs();
  // pdf.js detaches the buffer it is given; the caller keeps its own.
  const task = lib.getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, stopAtErrors: false, verbosity: lib.VerbosityLevel.ERRORS, cMapPacked: true, ...PDFJS_ASSETS });
  let document;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy();
    if ((error as { name?: string }).name === 'PasswordException') throw new DocumentError('encrypted', 'The PDF is password-protected.');
    throw new DocumentError('corrupt', `The PDF cannot be read: ${(error as Error).message ?? String(error)}`, { cause: error });
  }
  try {
    const pages = document.numPages;
    if (pages === 0) throw new DocumentError('empty', 'The PDF has no pages.');
    if (pages > limits.maxPages) throw new FileRefusedError({ reason: 'pdfPages', pages, limit: limits.maxPages });
    const info = (await document.getMetadata().catch(() => null))?.info as { Title?: unknown } | undefined;
    const title = typeof info?.Title === 'string' ? info.Title : null;
    if (op === 'inspect') {
      // The page count is the catalog's claim; walking to the first and last page proves the page tree (a cycle, a dangling kid).
      await document.getPage(1);
      await document.getPage(pages);
      return { pages, title, texts: [], ocrPages: [] };
    }
    const texts: string[] = [];
    const recognition = pageRecognition(readerLimits().ocr);
    for (let number = 1; number <= pages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const layer = pageText(content.items.filter((item) => 'str' in item).map(({ str, transform, width, height }) => ({ str, transform, width, height })));
      texts.push(await recognition.text(document, page, number, layer));
      page.cleanup();
    }
    return { pages, title, texts, ocrPages: recognition.pages };
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    throw new DocumentError('corrupt', `The PDF cannot be read: ${(error as Error).message ?? String(error)}`, { cause: error });
  } finally {
    await task.destroy();
  }
}
