import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { expandedSizeCap, gzipExpandedLimit, isGzip } from '../../../platform/file-readers/caps/gzip-caps';
import { readerLimits } from '../../../platform/file-readers/reader-limits';

const CHUNK = 1 << 20;

async function sniff(path: string): Promise<{ gzip: boolean; size: number }> {
  const handle = await open(path, 'r');
  try {
    const magic = Buffer.alloc(2);
    const { bytesRead } = await handle.read(magic, 0, 2, 0);
    return { gzip: isGzip(magic.subarray(0, bytesRead)), size: (await handle.stat()).size };
  } finally {
    await handle.close();
  }
}

/**
 * A corpus file's bytes as a stream; a gzip-compressed file (found by its first bytes, whatever its name)
 * is unpacked on the way, and refused once it unpacks past the reader caps.
 */
export async function openCorpusBytes(path: string): Promise<Readable> {
  const { gzip, size } = await sniff(path);
  const file = createReadStream(path, { highWaterMark: CHUNK });
  if (!gzip) return file;
  // pipeline destroys every stage with the first error, so whoever reads the last one sees it.
  return pipeline(file, createGunzip({ chunkSize: 64 * 1024 }), expandedSizeCap(gzipExpandedLimit(size, readerLimits().zip)), () => undefined);
}

/** The file's text (UTF-8), unpacked when compressed. */
export async function openCorpusText(path: string): Promise<Readable> {
  return (await openCorpusBytes(path)).setEncoding('utf8');
}

export async function readCorpusText(path: string): Promise<string> {
  if (!(await sniff(path)).gzip) return readFile(path, 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of await openCorpusBytes(path)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const LF = 0x0a;

const countLineFeeds = (chunk: Buffer): number => {
  let n = 0;
  for (let at = chunk.indexOf(LF); at >= 0; at = chunk.indexOf(LF, at + 1)) n++;
  return n;
};

/**
 * The start of the file's (unpacked) content, for detecting its format: at least `minBytes`, and on
 * until it holds two whole lines (up to `maxBytes`), so JSON lines of long records are still known as lines.
 */
export async function readCorpusHead(path: string, minBytes: number, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  let lineFeeds = 0;
  for await (const chunk of await openCorpusBytes(path)) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    lineFeeds += countLineFeeds(chunk as Buffer);
    if (length >= maxBytes || (length >= minBytes && lineFeeds >= 2)) break;
  }
  return Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8');
}
