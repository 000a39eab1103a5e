import { PDFDocument } from 'pdf-lib';
import { extractPdf } from './extract-pdf';

/**
 * Starts the PDF reader thread and loads pdf.js in it by reading a one-page PDF: the first load takes a
 * moment, and paying it when the server starts keeps it off the first upload.
 */
export async function warmUpPdfjs(): Promise<void> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('warm-up');
  await extractPdf(await doc.save());
}
