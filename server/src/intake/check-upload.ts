import { createHash } from 'node:crypto';
import { ERROR_CODES, UPLOAD_MESSAGES, fillMessage } from '@iprism/shared/contracts';
import type { StoredFormat } from '../db/repositories/application-files';
import { DocumentError } from '../documents/document-error';
import { extractDocument } from '../documents/extract';
import { inspectPdf } from '../documents/pdf/inspect-pdf';
import { sniffApplication, sniffIds } from '../documents/sniff';
import { AppError } from '../lib/errors';
import type { ReceivedFile } from './received-file';

export interface CheckedFile extends ReceivedFile {
  format: StoredFormat;
  mediaType: string;
  pages: number | null;
  sha256: string;
}

export interface UploadLimits {
  maxBytes: number;
  maxPages: number;
}

const refuse = (status: 415 | 422, template: string, values: Record<string, string | number>) =>
  new AppError(status, ERROR_CODES.VALIDATION_FAILED, fillMessage(template, values));

/**
 * Decides by content what a file is and whether it can be read: magic bytes, then a real open of the
 * document (encrypted and damaged files fail here, at the door, not half way through the pipeline).
 */
export async function checkFile(file: ReceivedFile, limits: UploadLimits): Promise<CheckedFile> {
  const { name, bytes } = file;
  if (bytes.length === 0) throw refuse(422, UPLOAD_MESSAGES.empty, { name });
  const sniffed = file.kind === 'application' ? sniffApplication(bytes) : sniffIds(bytes);
  if (!sniffed) throw refuse(415, file.kind === 'application' ? UPLOAD_MESSAGES.unsupportedApplication : UPLOAD_MESSAGES.unsupportedIds, { name });
  let pages: number | null = null;
  try {
    if (sniffed.format === 'pdf') pages = (await inspectPdf(bytes)).pages;
    else if (file.kind === 'application' && sniffed.format !== 'csv' && sniffed.format !== 'xml') await extractDocument(bytes, sniffed.format);
  } catch (err) {
    if (!(err instanceof DocumentError)) throw err;
    if (err.kind === 'encrypted') throw refuse(422, UPLOAD_MESSAGES.encrypted, { name });
    if (err.kind === 'empty') throw refuse(422, UPLOAD_MESSAGES.empty, { name });
    throw refuse(422, UPLOAD_MESSAGES.corrupt, { name });
  }
  if (pages !== null && pages > limits.maxPages) throw refuse(422, UPLOAD_MESSAGES.tooManyPages, { name, pages, limit: limits.maxPages });
  return { ...file, format: sniffed.format, mediaType: sniffed.mediaType, pages, sha256: createHash('sha256').update(bytes).digest('hex') };
}
