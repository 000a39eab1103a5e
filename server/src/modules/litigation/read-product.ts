import type { DocumentFormat } from '@iprism/shared/contracts';
import type { ProductText } from '../../domain/litigation/chart-product';
import type { FileReaders } from '../../platform/file-readers/file-readers';
import { checkFile } from '../applications';
import type { ReceivedFile } from '../applications';
import { productPlainText } from './product-text';

/** A web page saved as HTML, recognised by its first kilobyte (the application readers refuse markup that is not a USPTO document). */
function looksLikeHtml(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 1024)).trimStart().toLowerCase();
  return /^(?:\ufeff)?(?:<!doctype html|<html\b|<head\b|<body\b|<meta\b)/.test(head) || (head.startsWith('<!--') && /<html\b/.test(head));
}

/**
 * The text of an uploaded product description: a saved web page loses its markup, scripts and styles;
 * a PDF, DOCX or text file passes the upload checks of an application (content sniffing, the format's caps,
 * a real open) and is read in the reader threads, keeping a PDF's pages.
 */
export async function readProduct(file: ReceivedFile, readers: FileReaders): Promise<ProductText> {
  if (looksLikeHtml(file.bytes)) return { pages: [productPlainText(new TextDecoder('utf-8').decode(file.bytes))], paginated: false };
  const checked = await checkFile({ ...file, kind: 'application' }, readers);
  const document = await readers.extractDocument(file.bytes, checked.format as DocumentFormat);
  return { pages: document.pages, paginated: document.paginated };
}
