import mammoth from 'mammoth';
import { checkZipCaps } from '../../../platform/file-readers/caps/zip-caps';
import { readerLimits } from '../../../platform/file-readers/reader-limits';
import { DocumentError } from '../document-error';
import type { ExtractedDocument } from '../extracted-document';

/**
 * Word documents have no fixed pages, so the text is one page; paragraphs are separated by blank lines.
 * The package passes the ZIP caps (entries, sizes, ratios, its XML parts) before mammoth opens it.
 */
export async function extractDocx(bytes: Uint8Array): Promise<ExtractedDocument> {
  checkZipCaps(bytes, readerLimits());
  let value: string;
  try {
    ({ value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) }));
  } catch (error) {
    throw new DocumentError('corrupt', 'The Word document is damaged and cannot be read.', { cause: error });
  }
  const text = value.replace(/\r\n?/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
  return { format: 'docx', pages: [text], paginated: false, structured: null };
}
