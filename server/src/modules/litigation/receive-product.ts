import type { FastifyRequest } from 'fastify';
import { INFRINGEMENT_FILE_FIELD, InfringementUploadFieldsSchema, formatByteLimit, type InfringementUploadFields } from '@iprism/shared/contracts';
import { displayName, readPart } from '../applications';
import type { ReceivedFile } from '../applications';
import { appError } from '../../platform/lib/errors';

export const PRODUCT_FILE_MISSING = `No product description: send the file in the "${INFRINGEMENT_FILE_FIELD}" field.`;
export const PRODUCT_TOO_LARGE = (name: string, limit: number) => `${name} is larger than the ${formatByteLimit(limit)} upload limit.`;

/**
 * The multipart body of POST /api/litigate/infringement: the text fields (patent number, claims, product
 * name) and one product description file, read up to the upload limit (413 past it, the rest unread).
 * An unknown field or a second file is refused before anything is charted.
 */
export async function receiveProduct(req: FastifyRequest, maxBytes: number): Promise<{ fields: InfringementUploadFields; file: ReceivedFile }> {
  const raw: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 3, parts: 4 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== INFRINGEMENT_FILE_FIELD || file) {
        part.file.resume();
        throw appError('VALIDATION_FAILED', `Unexpected upload field "${part.fieldname}".`, [{ path: part.fieldname, message: 'Unexpected file' }]);
      }
      const name = displayName(part.filename, 'product description');
      const bytes = await readPart(part.file);
      if (bytes === null) throw appError('PAYLOAD_TOO_LARGE', PRODUCT_TOO_LARGE(name, maxBytes));
      file = { kind: 'application', name, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
    } else {
      if (!['number', 'claims', 'productName'].includes(part.fieldname)) throw appError('VALIDATION_FAILED', `Unexpected field "${part.fieldname}".`, [{ path: part.fieldname, message: 'Unexpected field' }]);
      raw[part.fieldname] = String(part.value);
    }
  }
  const fields = InfringementUploadFieldsSchema.parse(raw);
  if (!file) throw appError('VALIDATION_FAILED', PRODUCT_FILE_MISSING, [{ path: INFRINGEMENT_FILE_FIELD, message: PRODUCT_FILE_MISSING }]);
  return { fields, file };
}

/** "1, 5-7" → [1, 5, 6, 7]; empty → undefined (the independent claims). The schema has checked the form. */
export function claimList(text: string | undefined): number[] | undefined {
  if (!text?.trim()) return undefined;
  const out = new Set<number>();
  for (const part of text.split(',')) {
    const [from, to = from] = part.split('-').map((n) => Number(n.trim()));
    if (to! < from! || to! - from! > 500) throw appError('VALIDATION_FAILED', `The claim range ${part.trim()} is not valid.`, [{ path: 'claims', message: 'Claim numbers like 1, 5-7' }]);
    for (let n = from!; n <= to!; n += 1) out.add(n);
  }
  return [...out].sort((a, b) => a - b);
}
