import type { DocumentFormat } from '@iprism/shared/contracts';
import { looksLikeCsv } from './csv-detect';
import { readAsText } from './text-detect';
import { rootElementName, usptoRoot } from './uspto-xml/root-element';
import { zipEntryNames } from './zip-directory';

export type IdsFormat = 'pdf' | 'csv' | 'xml';

export interface Sniffed<F extends string> {
  format: F;
  mediaType: string;
}

export const MEDIA_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  text: 'text/plain',
  xml: 'application/xml',
  csv: 'text/csv',
} as const;

const PDF_MAGIC = '%PDF-';
const PDF_HEADER_WINDOW = 1024;
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

/** What an uploaded application is, judged by its content only (file names and client types lie). */
export function sniffApplication(bytes: Uint8Array): Sniffed<DocumentFormat> | null {
  if (isPdf(bytes)) return { format: 'pdf', mediaType: MEDIA_TYPES.pdf };
  if (isDocx(bytes)) return { format: 'docx', mediaType: MEDIA_TYPES.docx };
  const text = readAsText(bytes);
  if (text === null) return null;
  if (usptoRoot(text) !== null) return { format: 'uspto-xml', mediaType: MEDIA_TYPES.xml };
  // Markup that is not a USPTO document (HTML, other XML) is not an application we can read as prose either.
  if (rootElementName(text) !== null) return null;
  return { format: 'text', mediaType: MEDIA_TYPES.text };
}

export function sniffIds(bytes: Uint8Array): Sniffed<IdsFormat> | null {
  if (isPdf(bytes)) return { format: 'pdf', mediaType: MEDIA_TYPES.pdf };
  const text = readAsText(bytes);
  if (text === null) return null;
  if (looksLikeXml(text)) return { format: 'xml', mediaType: MEDIA_TYPES.xml };
  if (looksLikeCsv(text)) return { format: 'csv', mediaType: MEDIA_TYPES.csv };
  return null;
}

export function isPdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, PDF_HEADER_WINDOW));
  return head.includes(PDF_MAGIC);
}

/**
 * A ZIP holding word/document.xml, or a ZIP whose central directory is gone (a truncated upload): that one
 * is reported as a damaged document by the reader rather than as an unknown type.
 */
export function isDocx(bytes: Uint8Array): boolean {
  if (!ZIP_LOCAL_HEADER.every((b, i) => bytes[i] === b)) return false;
  const names = zipEntryNames(bytes);
  return names === null || names.includes('word/document.xml');
}

/** A root element up front and a tag closing the text: enough to route it to the XML reader. */
const looksLikeXml = (text: string): boolean => rootElementName(text) !== null && text.trimEnd().endsWith('>');
