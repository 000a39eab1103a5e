import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_FIELDS, UPLOAD_MESSAGES, fillMessage, formatByteLimit } from '@iprism/shared/contracts';
import { appError } from '../../../platform/lib/errors';
import type { ReceivedFile } from './received-file';

/**
 * A name as the user chose it, for messages and downloads only: no path, no control characters, and no
 * invisible format characters (bidirectional overrides would show "invoice\u202Efdp.exe" as "invoiceexe.pdf").
 */
export function displayName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '').trim().slice(0, 255);
  return clean === '.' || clean === '..' ? fallback : clean || fallback;
}

/** Room for the multipart framing (boundaries, part headers) around the two files. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * A part's bytes, or null the moment it passes the limit: the rest is never read, let alone held. `truncated` is
 * read at the end too, because the parser may announce the limit of a small buffered body before we listen.
 */
export function readPart(file: Readable & { truncated?: boolean }): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.once('limit', () => {
      chunks.length = 0;
      resolve(null);
    });
    file.once('end', () => resolve(file.truncated ? null : Buffer.concat(chunks)));
    file.once('error', reject);
  });
}

/**
 * Reads the multipart body of POST /api/applications: the `application` file and an optional `ids` file.
 * A body declared larger than two files at the limit is refused before a byte is read; a file that passes
 * the limit while streaming stops the read there (413, and the connection is closed: the route says so).
 * An unknown field or a second file of a kind is refused (400) before anything is stored.
 */
export async function receiveFiles(req: FastifyRequest, maxBytes: number): Promise<ReceivedFile[]> {
  if (!req.isMultipart()) throw appError('VALIDATION_FAILED', UPLOAD_MESSAGES.missingApplication);
  const declared = Number(req.headers['content-length'] ?? NaN);
  const allowed = 2 * maxBytes + MULTIPART_OVERHEAD_BYTES;
  if (declared > allowed) {
    throw appError('PAYLOAD_TOO_LARGE', fillMessage(UPLOAD_MESSAGES.requestTooLarge, { size: formatByteLimit(declared), limit: formatByteLimit(allowed) }));
  }
  const files: ReceivedFile[] = [];
  for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 2, fields: 2, parts: 4 } })) {
    if (part.type !== 'file') throw appError('VALIDATION_FAILED', fillMessage(UPLOAD_MESSAGES.unexpectedField, { name: part.fieldname }));
    const kind = part.fieldname === UPLOAD_FIELDS.application ? 'application' : part.fieldname === UPLOAD_FIELDS.ids ? 'ids' : null;
    if (!kind || files.some((f) => f.kind === kind)) {
      part.file.resume();
      throw appError('VALIDATION_FAILED', fillMessage(UPLOAD_MESSAGES.unexpectedField, { name: part.fieldname }));
    }
    const name = displayName(part.filename, kind === 'application' ? 'application' : 'ids');
    const bytes = await readPart(part.file);
    if (bytes === null) {
      throw appError('PAYLOAD_TOO_LARGE', fillMessage(UPLOAD_MESSAGES.tooLarge, { name, limit: formatByteLimit(maxBytes) }));
    }
    files.push({ kind, name, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
  }
  if (!files.some((f) => f.kind === 'application')) throw appError('VALIDATION_FAILED', UPLOAD_MESSAGES.missingApplication);
  return files;
}
