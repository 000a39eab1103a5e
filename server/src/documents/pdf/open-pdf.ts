import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DocumentError } from '../document-error';
import { loadPdfjs, PDFJS_ASSETS } from './load-pdfjs';

/**
 * Opens a PDF for reading only: no eval, no font faces, no system fonts, errors only in the log.
 * Maps pdfjs failures to DocumentError kinds. The caller must `destroy()` the document.
 */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  if (bytes.length === 0) throw new DocumentError('empty', 'The PDF is empty (0 bytes).');
  const { getDocument, VerbosityLevel } = await loadPdfjs();
  const task = getDocument({
    // pdfjs takes ownership of (and may detach) the buffer it is given; the caller keeps its bytes.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: VerbosityLevel.ERRORS,
    ...PDFJS_ASSETS,
    cMapPacked: true,
  });
  try {
    const document = await task.promise;
    if (document.numPages === 0) {
      await document.destroy();
      throw new DocumentError('empty', 'The PDF has no pages.');
    }
    return document;
  } catch (error) {
    await task.destroy();
    throw toDocumentError(error);
  }
}

function toDocumentError(error: unknown): DocumentError {
  if (error instanceof DocumentError) return error;
  const name = error instanceof Error ? error.name : '';
  const detail = error instanceof Error ? error.message : String(error);
  if (name === 'PasswordException') return new DocumentError('encrypted', 'The PDF is password-protected.', { cause: error });
  return new DocumentError('corrupt', `The PDF cannot be read: ${detail}`, { cause: error });
}
