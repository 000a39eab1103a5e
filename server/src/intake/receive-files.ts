import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, UPLOAD_FIELDS, UPLOAD_MESSAGES, fillMessage, formatByteLimit } from '@iprism/shared/contracts';
import { AppError, badRequest } from '../lib/errors';
import type { ReceivedFile } from './received-file';

/** A name as the user chose it, for messages and downloads only: no path, no control characters. */
export function displayName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return clean || fallback;
}

/**
 * Reads the multipart body of POST /api/applications: the `application` file and an optional `ids` file.
 * A file over the limit stops the read at the limit (413); an unknown field or a second file of a kind is
 * refused (400) before anything is stored.
 */
export async function receiveFiles(req: FastifyRequest, maxBytes: number): Promise<ReceivedFile[]> {
  if (!req.isMultipart()) throw badRequest(UPLOAD_MESSAGES.missingApplication);
  const files: ReceivedFile[] = [];
  for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 2, fields: 2, parts: 4 } })) {
    if (part.type !== 'file') throw badRequest(fillMessage(UPLOAD_MESSAGES.unexpectedField, { name: part.fieldname }));
    const kind = part.fieldname === UPLOAD_FIELDS.application ? 'application' : part.fieldname === UPLOAD_FIELDS.ids ? 'ids' : null;
    if (!kind || files.some((f) => f.kind === kind)) {
      part.file.resume();
      throw badRequest(fillMessage(UPLOAD_MESSAGES.unexpectedField, { name: part.fieldname }));
    }
    const name = displayName(part.filename, kind === 'application' ? 'application' : 'ids');
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    if (part.file.truncated) {
      throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, fillMessage(UPLOAD_MESSAGES.tooLarge, { name, limit: formatByteLimit(maxBytes) }));
    }
    files.push({ kind, name, bytes: new Uint8Array(Buffer.concat(chunks)) });
  }
  if (!files.some((f) => f.kind === 'application')) throw badRequest(UPLOAD_MESSAGES.missingApplication);
  return files;
}
