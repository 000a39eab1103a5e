import { PDFDocument } from 'pdf-lib';
import { extractPdf } from '../../../modules/documents/parsing';

/**
 * Loads pdf.js by reading a one-page PDF: the first load takes a moment, better paid at start than by the first
 * upload. Its text is long enough to be a text layer, so OCR (loaded on a thread's first scanned page) is not started.
 */
export async function warmUpInThread(): Promise<null> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Warm-up of the PDF reader');
  await extractPdf(await doc.save());
  return null;
}
