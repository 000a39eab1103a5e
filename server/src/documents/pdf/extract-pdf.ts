import type { ExtractedDocument } from '../extracted-document';
import { metadataTitle } from '../metadata-title';
import { pageText } from './page-text';
import { readPdf } from './read-pdf';

/** Text of every page in order, its lines rebuilt from the positioned items pdf.js reports. */
export async function extractPdf(bytes: Uint8Array): Promise<ExtractedDocument> {
  const { items, title } = await readPdf(bytes, 'extract');
  return { format: 'pdf', pages: items.map(pageText), paginated: true, structured: null, metadataTitle: metadataTitle(title) };
}
