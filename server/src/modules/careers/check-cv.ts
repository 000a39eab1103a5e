import { CV_MESSAGES, fillMessage } from '@iprism/shared/contracts';
import type { FileReaders } from '../../platform/file-readers/file-readers';
import { checkFile, type CheckedFile } from '../applications';
import { appError, AppError } from '../../platform/lib/errors';

/** The formats a CV may be in: the readable documents of the upload check, without patent XML. */
const CV_FORMATS: ReadonlySet<string> = new Set(['pdf', 'docx', 'text']);

const unsupported = (name: string) => appError('UNSUPPORTED_MEDIA_TYPE', fillMessage(CV_MESSAGES.unsupported, { name }));

/**
 * A CV goes through the same check as every upload (decided by content in a reader thread: magic bytes, the
 * format's caps, a real open), then must be a PDF, DOCX or text document; encrypted or damaged files are refused.
 */
export async function checkCv(cv: { name: string; bytes: Uint8Array }, readers: FileReaders): Promise<CheckedFile> {
  let checked: CheckedFile;
  try {
    checked = await checkFile({ kind: 'application', name: cv.name, bytes: cv.bytes }, readers);
  } catch (err) {
    if (err instanceof AppError && err.code === 'UNSUPPORTED_MEDIA_TYPE') throw unsupported(cv.name);
    throw err;
  }
  if (!CV_FORMATS.has(checked.format)) throw unsupported(cv.name);
  return checked;
}
