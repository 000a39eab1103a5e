import { FileRefusedError } from '../file-refusal';
import type { ReaderLimits } from '../reader-settings';

const LF = 0x0a;

/** The longest line of a CSV, in bytes, against the cap: one scan for line feeds, nothing decoded. */
export function checkCsvCaps(bytes: Uint8Array, limits: ReaderLimits['csv']): void {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let start = 0;
  while (start < buffer.length) {
    const end = buffer.indexOf(LF, start);
    const lineEnd = end < 0 ? buffer.length : end;
    if (lineEnd - start > limits.maxLineBytes) throw new FileRefusedError({ reason: 'csvLineLength', size: lineEnd - start, limit: limits.maxLineBytes });
    start = lineEnd + 1;
  }
}
