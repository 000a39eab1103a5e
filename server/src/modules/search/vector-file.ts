import { gunzipSync, gzipSync } from 'node:zlib';
import { dequantise, quantise } from './int8-vector';

/**
 * Precomputed document vectors shipped beside a corpus (the demo corpus's `vectors-<model>.bin.gz`), so a
 * fresh start writes them instead of embedding every document. Gzip of: one line of JSON, the header
 * `{ format, model, dimensions, ids, hashes }` (hash: the source hash, embed-text.ts SOURCE_HASH_SQL, of
 * the text each vector was computed from), a newline, then ids.length × dimensions signed bytes, one
 * vector per document in header order (int8-vector.ts: dequantised, they are unit vectors again).
 */
export const VECTOR_FILE_FORMAT = 'iprism-vectors-int8/1';

export interface ShippedVector {
  id: string;
  hash: string;
  vector: Float32Array;
}

export interface VectorFile {
  model: string;
  dimensions: number;
  vectors: ShippedVector[];
}

interface Header {
  format: string;
  model: string;
  dimensions: number;
  ids: string[];
  hashes: string[];
}

export const vectorFileName = (model: string): string => `vectors-${model}.bin.gz`;

export function encodeVectorFile({ model, dimensions, vectors }: VectorFile): Buffer {
  const header: Header = { format: VECTOR_FILE_FORMAT, model, dimensions, ids: vectors.map((v) => v.id), hashes: vectors.map((v) => v.hash) };
  const body = new Int8Array(vectors.length * dimensions);
  vectors.forEach((v, i) => {
    if (v.vector.length !== dimensions) throw new Error(`vector of ${v.vector.length} dimensions for ${v.id}, expected ${dimensions}`);
    body.set(quantise(v.vector), i * dimensions);
  });
  return gzipSync(Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`, 'utf8'), Buffer.from(body.buffer)]), { level: 9 });
}

export function decodeVectorFile(gzipped: Buffer): VectorFile {
  const bytes = gunzipSync(gzipped);
  const newline = bytes.indexOf(0x0a);
  const header = JSON.parse(bytes.subarray(0, newline < 0 ? 0 : newline).toString('utf8') || '{}') as Partial<Header>;
  if (header.format !== VECTOR_FILE_FORMAT || !header.model || !header.dimensions || !header.ids || header.hashes?.length !== header.ids.length) {
    throw new Error(`not a vector file of format ${VECTOR_FILE_FORMAT}`);
  }
  const { model, dimensions, ids, hashes } = header as Header;
  const body = bytes.subarray(newline + 1);
  if (body.length !== ids.length * dimensions) throw new Error(`vector file of ${body.length} bytes for ${ids.length} vectors of ${dimensions} dimensions`);
  const signed = new Int8Array(body.buffer, body.byteOffset, body.length);
  return { model, dimensions, vectors: ids.map((id, i) => ({ id, hash: hashes[i]!, vector: dequantise(signed.subarray(i * dimensions, (i + 1) * dimensions)) })) };
}
