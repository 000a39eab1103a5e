import type { DocumentFormat } from '@iprism/shared/contracts';
import { DocumentError } from './document-error';
import { extractDocx } from './docx/extract-docx';
import type { ExtractedDocument } from './extracted-document';
import { extractPdf } from './pdf/extract-pdf';
import { decodeText, extractPlainText } from './plain-text';
import { extractUsptoXml } from './uspto-xml/extract-uspto-xml';

/** Text (and, for USPTO XML, structure) of an upload whose format sniffApplication decided. */
export async function extractDocument(bytes: Uint8Array, format: DocumentFormat): Promise<ExtractedDocument> {
  if (bytes.length === 0) throw new DocumentError('empty', 'The document is empty (0 bytes).');
  switch (format) {
    case 'pdf':
      return extractPdf(bytes);
    case 'docx':
      return extractDocx(bytes);
    case 'uspto-xml':
      return extractUsptoXml(decodeText(bytes));
    case 'text': {
      const document = extractPlainText(bytes);
      if (document.pages.every((page) => page.trim() === '')) throw new DocumentError('empty', 'The text document is empty.');
      return document;
    }
  }
}
