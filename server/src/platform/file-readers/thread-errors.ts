import { DocumentError, type DocumentErrorKind } from '../../modules/documents/parsing';
import { FileRefusedError, type FileRefusal } from './file-refusal';

/** An error as it crosses from a reader thread: only data survives postMessage, not classes. */
export type ThreadError = { kind: DocumentErrorKind; message: string; refusal?: FileRefusal } | { kind: 'internal'; name: string; message: string };

export function toThreadError(error: unknown): ThreadError {
  if (error instanceof FileRefusedError) return { kind: 'refused', message: error.message, refusal: error.refusal };
  if (error instanceof DocumentError) return { kind: error.kind, message: error.message };
  // A stack blown by deep recursion in a library is the file's fault, not ours.
  if (error instanceof RangeError && /call stack/i.test(error.message)) return { kind: 'corrupt', message: 'The file is too deeply structured to read.' };
  return { kind: 'internal', name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error) };
}

export function fromThreadError(error: ThreadError): Error {
  if (error.kind === 'internal') return Object.assign(new Error(error.message), { name: error.name });
  if (error.kind === 'refused' && error.refusal) return new FileRefusedError(error.refusal);
  return new DocumentError(error.kind, error.message);
}
