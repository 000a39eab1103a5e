import { UPLOAD_MESSAGES, fillMessage } from '@iprism/shared/contracts';
import type { StoredFormat } from '../repositories/application-files';
import { DocumentError } from '../../documents';
import type { FileReaders } from '../../../platform/file-readers/file-readers';
import { isFileRefused, refusalMessage } from '../../../platform/file-readers/file-refusal';
import { appError } from '../../../platform/lib/errors';
import type { ReceivedFile } from './received-file';

export interface CheckedFile extends ReceivedFile {
  format: StoredFormat;
  mediaType: string;
  pages: number | null;
  /** The title the document states (XML invention-title, PDF metadata), null when it states none. */
  title: string | null;
  sha256: string;
}

const rejected = (message: string) => appError('UPLOAD_REJECTED', message);

/**
 * Decides by content what a file is and whether it can be read, in a reader thread (file-readers/): magic
 * bytes, the caps of its format, then a real open of the document. Encrypted, damaged and over-limit files
 * are refused here, at the door, naming the file and the limit, not half way through the pipeline.
 */
export async function checkFile(file: ReceivedFile, readers: FileReaders): Promise<CheckedFile> {
  const { name, bytes } = file;
  if (bytes.length === 0) throw rejected(fillMessage(UPLOAD_MESSAGES.empty, { name }));
  let check;
  try {
    check = await readers.checkUpload(file.kind, bytes);
  } catch (err) {
    if (isFileRefused(err)) throw rejected(refusalMessage(err.refusal, name));
    if (!(err instanceof DocumentError)) throw err;
    if (err.kind === 'encrypted') throw rejected(fillMessage(UPLOAD_MESSAGES.encrypted, { name }));
    if (err.kind === 'empty') throw rejected(fillMessage(UPLOAD_MESSAGES.empty, { name }));
    throw rejected(fillMessage(UPLOAD_MESSAGES.corrupt, { name }));
  }
  if (!check.readable) throw appError('UNSUPPORTED_MEDIA_TYPE', fillMessage(file.kind === 'application' ? UPLOAD_MESSAGES.unsupportedApplication : UPLOAD_MESSAGES.unsupportedIds, { name }));
  return { ...file, format: check.format, mediaType: check.mediaType, pages: check.pages, title: check.title, sha256: check.sha256 };
}
