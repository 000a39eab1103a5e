import { PDFDocument } from 'pdf-lib';
import { extractPdf } from '../../documents/pdf/extract-pdf';

/** Loads pdf.js by reading a one-page PDF: the first load takes a moment, better paid at start than by the first upload. */
export async function warmUpInThread(): Promise<null> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('warm-up');
  await extractPdf(await doc.save());
  return null;
}
