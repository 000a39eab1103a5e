import { UPLOAD_MESSAGES, fillMessage, formatByteLimit } from '@iprism/shared/contracts';
import { DocumentError } from '../../modules/documents/parsing';

/** A reader limit a file went over, with what the message needs to say which and by how much. */
export type FileRefusal =
  | { reason: 'zipEntries'; count: number; limit: number }
  | { reason: 'zipExpandedSize'; size: number; limit: number }
  | { reason: 'zipRatio'; entry: string; ratio: number; limit: number }
  | { reason: 'zipUndeclaredSize'; entry: string; size: number }
  | { reason: 'gzipExpandedSize'; limit: number }
  | { reason: 'xmlSize'; size: number; limit: number }
  | { reason: 'xmlDepth'; limit: number }
  | { reason: 'xmlEntities' }
  | { reason: 'pdfPages'; pages: number; limit: number }
  | { reason: 'pdfDecodedSize'; limit: number }
  | { reason: 'csvLineLength'; size: number; limit: number }
  | { reason: 'readTimeout'; seconds: number }
  | { reason: 'readMemory'; limit: number };

const count = (n: number): string => n.toLocaleString('en-US');

/** The refusal as a sentence naming the file (an upload's name, a corpus file's path). */
export function refusalMessage(refusal: FileRefusal, name: string): string {
  switch (refusal.reason) {
    case 'zipEntries':
      return fillMessage(UPLOAD_MESSAGES.zipEntries, { name, count: count(refusal.count), limit: count(refusal.limit) });
    case 'zipExpandedSize':
      return fillMessage(UPLOAD_MESSAGES.zipExpandedSize, { name, size: formatByteLimit(refusal.size), limit: formatByteLimit(refusal.limit) });
    case 'zipRatio':
      return fillMessage(UPLOAD_MESSAGES.zipRatio, { name, entry: refusal.entry, ratio: count(refusal.ratio), limit: count(refusal.limit) });
    case 'zipUndeclaredSize':
      return fillMessage(UPLOAD_MESSAGES.zipUndeclaredSize, { name, entry: refusal.entry, size: formatByteLimit(refusal.size) });
    case 'gzipExpandedSize':
      return fillMessage(UPLOAD_MESSAGES.gzipExpandedSize, { name, limit: formatByteLimit(refusal.limit) });
    case 'xmlSize':
      return fillMessage(UPLOAD_MESSAGES.xmlSize, { name, size: formatByteLimit(refusal.size), limit: formatByteLimit(refusal.limit) });
    case 'xmlDepth':
      return fillMessage(UPLOAD_MESSAGES.xmlDepth, { name, limit: count(refusal.limit) });
    case 'xmlEntities':
      return fillMessage(UPLOAD_MESSAGES.xmlEntities, { name });
    case 'pdfPages':
      return fillMessage(UPLOAD_MESSAGES.tooManyPages, { name, pages: refusal.pages, limit: refusal.limit });
    case 'pdfDecodedSize':
      return fillMessage(UPLOAD_MESSAGES.pdfDecodedSize, { name, limit: formatByteLimit(refusal.limit) });
    case 'csvLineLength':
      return fillMessage(UPLOAD_MESSAGES.csvLineLength, { name, size: formatByteLimit(refusal.size), limit: formatByteLimit(refusal.limit) });
    case 'readTimeout':
      return fillMessage(UPLOAD_MESSAGES.readTimeout, { name, seconds: refusal.seconds });
    case 'readMemory':
      return fillMessage(UPLOAD_MESSAGES.readMemory, { name, limit: formatByteLimit(refusal.limit) });
  }
}

/** A file over a reader limit. Its message names no file ("The document …"); callers that know the name use refusalMessage. */
export class FileRefusedError extends DocumentError {
  override readonly name = 'FileRefusedError';

  constructor(readonly refusal: FileRefusal) {
    super('refused', refusalMessage(refusal, 'The document'));
  }
}

export const isFileRefused = (error: unknown): error is FileRefusedError => error instanceof FileRefusedError;
