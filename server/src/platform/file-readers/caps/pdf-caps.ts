import { constants, createInflate, inflateSync } from 'node:zlib';
import { DocumentError } from '../../../modules/documents/parsing';
import { FileRefusedError } from '../file-refusal';
import type { ReaderLimits } from '../reader-settings';
import { ascii85Decode, asciiHexDecode, lzwDecode, runLengthDecode } from './pdf-filters';
import { scanPdf, type PdfStream } from './pdf-streams';

/** A filter's output that feeds another filter is held in memory; more than this is not a document. */
const INTERMEDIATE_MAX_BYTES = 64 * 1024 * 1024;
/** Streams are inflated in one call up to this size (most are far smaller); past it, counted chunk by chunk. */
const INFLATE_AT_ONCE_BYTES = 8 * 1024 * 1024;
const COUNTING_CHUNK_BYTES = 1024 * 1024;

class OverBudget extends Error {}

/**
 * The caps on a PDF before pdf.js opens it. Encrypted files are refused: their streams cannot be measured
 * without decrypting them. Every stream is then decoded once, counting, never holding more than one
 * filter's intermediate output, and the file is refused as soon as the decoded total passes the limit (a
 * FlateDecode bomb stops at the limit, not at its gigabytes). Streams whose dictionary names no filter we
 * can decode are tried as FlateDecode, so a mislabelled bomb is measured too.
 */
export async function checkPdfCaps(bytes: Uint8Array, limits: ReaderLimits['pdf']): Promise<void> {
  const { streams, encrypted } = scanPdf(bytes);
  if (encrypted) throw new DocumentError('encrypted', 'The PDF is encrypted.');
  let budget = limits.maxDecodedBytes;
  try {
    for (const stream of streams) budget -= await decodedSize(stream, budget);
  } catch (error) {
    if (error instanceof OverBudget) throw new FileRefusedError({ reason: 'pdfDecodedSize', limit: limits.maxDecodedBytes });
    throw error;
  }
  if (budget < 0) throw new FileRefusedError({ reason: 'pdfDecodedSize', limit: limits.maxDecodedBytes });
}

const MATERIALISING: Record<string, (data: Uint8Array, max: number) => Uint8Array | null> = {
  ASCIIHexDecode: asciiHexDecode,
  ASCII85Decode: ascii85Decode,
  LZWDecode: lzwDecode,
  RunLengthDecode: runLengthDecode,
  FlateDecode: (data, max) => inflateCapped(data, max),
};

/** Bytes the stream's filters produce (each filter's output counted), within `budget`. */
async function decodedSize(stream: PdfStream, budget: number): Promise<number> {
  const filters = stream.filters.some((f) => f in MATERIALISING) ? stream.filters : ['FlateDecode'];
  let data = stream.data;
  let produced = 0;
  for (let k = 0; k < filters.length; k++) {
    const filter = filters[k]!;
    if (!(filter in MATERIALISING)) break;
    const left = budget - produced;
    if (filter === 'FlateDecode' && k === filters.length - 1) return produced + (isZlibHeader(data) ? await inflatedSize(data, left) : 0);
    const output = MATERIALISING[filter]!(data, Math.min(left, INTERMEDIATE_MAX_BYTES));
    if (output === null) throw new OverBudget();
    produced += output.length;
    data = output;
  }
  return produced;
}

/** CMF/FLG of a zlib stream (RFC 1950): what is not one fails at once in pdf.js too, so it is not tried. */
const isZlibHeader = (data: Uint8Array): boolean => data.length >= 2 && (data[0]! & 0x0f) === 8 && ((data[0]! << 8) | data[1]!) % 31 === 0;

/** Inflated size; a damaged stream counts what came out before the damage (pdf.js decodes that much too). */
async function inflatedSize(data: Uint8Array, budget: number): Promise<number> {
  const atOnce = inflateCapped(data, Math.min(budget, INFLATE_AT_ONCE_BYTES));
  if (atOnce !== null) return atOnce.length;
  return countInflated(data, budget);
}

/** Counted chunk by chunk and dropped, so a bomb costs the budget in time, never in memory. */
function countInflated(data: Uint8Array, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflate({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: COUNTING_CHUNK_BYTES });
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget) {
        inflate.destroy();
        reject(new OverBudget());
      }
    });
    inflate.on('error', () => resolve(size));
    inflate.on('end', () => resolve(size));
    inflate.end(data);
  });
}

function inflateCapped(data: Uint8Array, max: number): Uint8Array | null {
  try {
    return inflateSync(data, { maxOutputLength: Math.max(1, max), finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? null : new Uint8Array(0);
  }
}
