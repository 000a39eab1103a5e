import type { ExtractedDocument } from '../extracted-document';
import { metadataTitle } from '../metadata-title';
import { readPdf } from './read-pdf';

/** Text of every page in order: lines rebuilt from pdf.js's positioned items, or recognised from a scanned page's image. */
export async function extractPdf(bytes: Uint8Array): Promise<ExtractedDocument> {
  const { texts, title, ocrPages } = await readPdf(bytes, 'extract');
  return { format: 'pdf', pages: texts, paginated: true, structured: null, metadataTitle: metadataTitle(title), ...(ocrPages.length > 0 && { ocrPages }) };
}
