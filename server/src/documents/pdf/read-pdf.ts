import { dirname, join } from 'node:path';
import { DocumentError } from '../document-error';
import type { PositionedText } from './page-text';
import { readInThread } from './pdf-thread';

const PDFJS_ROOT = dirname(require.resolve('pdfjs-dist/package.json'));

/** Folders pdf.js reads from disk in Node; trailing slash because it appends file names. */
const PDFJS_ASSETS = {
  standardFontDataUrl: join(PDFJS_ROOT, 'standard_fonts') + '/',
  cMapUrl: join(PDFJS_ROOT, 'cmaps') + '/',
  wasmUrl: join(PDFJS_ROOT, 'wasm') + '/',
};

export interface PdfContent {
  pages: number;
  /** Per page, its positioned text items (absent when only the page count was asked for). */
  items: PositionedText[][];
}

/**
 * Reads a PDF with pdf.js (in its own thread: pdf-thread.ts) for reading only — no eval, no font faces,
 * no system fonts — and maps pdf.js failures to DocumentError kinds.
 */
export async function readPdf(bytes: Uint8Array, op: 'inspect' | 'extract'): Promise<PdfContent> {
  if (bytes.length === 0) throw new DocumentError('empty', 'The PDF is empty (0 bytes).');
  let reply;
  try {
    reply = await readInThread(op, bytes, PDFJS_ASSETS);
  } catch (error) {
    throw new DocumentError('corrupt', `The PDF cannot be read: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if ('error' in reply) {
    if (reply.error.name === 'PasswordException') throw new DocumentError('encrypted', 'The PDF is password-protected.');
    throw new DocumentError('corrupt', `The PDF cannot be read: ${reply.error.message}`);
  }
  if (reply.pages === 0) throw new DocumentError('empty', 'The PDF has no pages.');
  return { pages: reply.pages, items: reply.items ?? [] };
}
