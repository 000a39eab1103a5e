import type { FastifyRequest } from 'fastify';
import { CV_MESSAGES, CV_UPLOAD_FIELDS, UPLOAD_MESSAGES, fillMessage, formatByteLimit } from '@iprism/shared/contracts';
import { displayName, readPart } from '../applications';
import { appError } from '../../platform/lib/errors';

/** The form as JSON is a few kilobytes; this leaves room for a long cover note in any script. */
const APPLICATION_FIELD_MAX_BYTES = 64 * 1024;
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface ReceivedApplication {
  /** The form, still to be parsed with its schema. */
  fields: unknown;
  cv: { name: string; bytes: Uint8Array } | null;
}

const tooLarge = (name: string, maxBytes: number) => appError('PAYLOAD_TOO_LARGE', fillMessage(CV_MESSAGES.tooLarge, { name, limit: formatByteLimit(maxBytes) }));

/**
 * The body of POST /api/careers/submit-application: JSON without a CV, or multipart with the form as JSON in
 * `application` and the CV in `cv`. A body declared larger than the CV limit allows is refused before a byte
 * is read, and a CV passing the limit while streaming stops the read there (413).
 */
export async function receiveApplication(req: FastifyRequest, maxBytes: number): Promise<ReceivedApplication> {
  if (!req.isMultipart()) return { fields: req.body, cv: null };
  const declared = Number(req.headers['content-length'] ?? NaN);
  const allowed = maxBytes + APPLICATION_FIELD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;
  if (declared > allowed) {
    throw appError('PAYLOAD_TOO_LARGE', fillMessage(UPLOAD_MESSAGES.requestTooLarge, { size: formatByteLimit(declared), limit: formatByteLimit(allowed) }));
  }
  let fields: unknown = undefined;
  let cv: ReceivedApplication['cv'] = null;
  for await (const part of req.parts({ limits: { fileSize: maxBytes, fieldSize: APPLICATION_FIELD_MAX_BYTES, files: 1, fields: 1, parts: 2 } })) {
    if (part.type === 'field' && part.fieldname === CV_UPLOAD_FIELDS.application && fields === undefined) {
      if (part.valueTruncated || typeof part.value !== 'string') throw appError('VALIDATION_FAILED', CV_MESSAGES.badApplication, [{ path: CV_UPLOAD_FIELDS.application, message: CV_MESSAGES.badApplication }]);
      try {
        fields = JSON.parse(part.value) as unknown;
      } catch {
        throw appError('VALIDATION_FAILED', CV_MESSAGES.badApplication, [{ path: CV_UPLOAD_FIELDS.application, message: CV_MESSAGES.badApplication }]);
      }
    } else if (part.type === 'file' && part.fieldname === CV_UPLOAD_FIELDS.cv && !cv) {
      const name = displayName(part.filename, 'cv');
      const bytes = await readPart(part.file);
      if (bytes === null) throw tooLarge(name, maxBytes);
      cv = { name, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
    } else {
      if (part.type === 'file') part.file.resume();
      throw appError('VALIDATION_FAILED', fillMessage(CV_MESSAGES.unexpectedField, { name: part.fieldname }));
    }
  }
  return { fields: fields ?? {}, cv };
}
