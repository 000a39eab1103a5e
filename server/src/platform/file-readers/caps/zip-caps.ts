import { inflateRawSync } from 'node:zlib';
import { DocumentError, entryDataOffset, readZipDirectory } from '../../../modules/documents/parsing';
import { FileRefusedError } from '../file-refusal';
import { ZIP_RATIO_MIN_BYTES, type ReaderLimits } from '../reader-settings';
import { checkXmlCaps } from './xml-caps';

const DEFLATE = 8;
const STORED = 0;
const isXmlPart = (name: string): boolean => name.endsWith('.xml') || name.endsWith('.rels');

/**
 * The caps on a ZIP package (DOCX) before a library opens it. From the central directory: the entry count,
 * the declared uncompressed total and each entry's compression ratio. Then each entry is inflated, never
 * past what it declares (a lying directory is refused, not believed), and each XML part goes through the
 * XML caps: the library that reads them later expands nothing the caps have not seen.
 */
export function checkZipCaps(bytes: Uint8Array, limits: ReaderLimits): void {
  const directory = readZipDirectory(bytes);
  if (!directory) throw new DocumentError('corrupt', 'The ZIP package has no readable central directory.');
  const count = Math.max(directory.declaredEntries, directory.entries.length);
  if (count > limits.zip.maxEntries) throw new FileRefusedError({ reason: 'zipEntries', count, limit: limits.zip.maxEntries });
  const expanded = directory.entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (expanded > limits.zip.maxExpandedBytes) throw new FileRefusedError({ reason: 'zipExpandedSize', size: expanded, limit: limits.zip.maxExpandedBytes });
  for (const entry of directory.entries) {
    if (entry.uncompressedSize < ZIP_RATIO_MIN_BYTES) continue;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (ratio > limits.zip.maxRatio) throw new FileRefusedError({ reason: 'zipRatio', entry: entry.name, ratio: Math.round(ratio), limit: limits.zip.maxRatio });
  }
  for (const entry of directory.entries) {
    if (entry.method !== DEFLATE && entry.method !== STORED) continue;
    const start = entryDataOffset(bytes, entry);
    if (start === null) throw new DocumentError('corrupt', `The ZIP entry ${entry.name} is missing.`);
    const data = bytes.subarray(start, start + entry.compressedSize);
    let content: Buffer;
    if (entry.method === STORED) {
      if (data.length !== entry.uncompressedSize) throw new DocumentError('corrupt', `The ZIP entry ${entry.name} is damaged.`);
      content = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    } else {
      try {
        content = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new FileRefusedError({ reason: 'zipUndeclaredSize', entry: entry.name, size: entry.uncompressedSize });
        throw new DocumentError('corrupt', `The ZIP entry ${entry.name} is damaged.`, { cause: error });
      }
    }
    if (isXmlPart(entry.name)) checkXmlCaps(content.toString('utf8'), limits.xml);
  }
}
