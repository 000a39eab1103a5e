import { open } from 'node:fs/promises';
import { detectFormat } from '../../corpus/detect-format';
import { readCorpusFile, type FileItems } from '../../corpus/readers/read-file';
import type { ReadItem } from '../../corpus/record';
import type { CorpusFileStart, ReaderStreams } from '../reader-tasks';

const HEAD_BYTES = 64 * 1024;
/** Records travel to the importer in batches of at most this many, or this much text. */
const BATCH_RECORDS = 200;
const BATCH_CHARS = 4 * 1024 * 1024;

async function readHead(path: string): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

const sizeOf = (item: ReadItem): number => ('record' in item ? item.record.claims.length + item.record.description.length + item.record.abstract.length + item.record.title.length : 200);

/**
 * One corpus file read in a reader thread: first its detected format (and why it is skipped, if it is),
 * then its records in batches. A failure half way becomes a rejection naming the file; what was read
 * before it stands.
 */
export async function* readCorpusFileInThread({ path, label, mapping }: ReaderStreams['corpusFile']['input']): AsyncGenerator<CorpusFileStart | ReadItem[]> {
  const head = await readHead(path);
  const detected = detectFormat(head, label);
  if (detected.format === 'cpc-scheme-tsv' || detected.format === 'cpc-scheme-xml') {
    yield { format: detected.format, skipped: null, layout: null };
    return;
  }
  let read: FileItems;
  try {
    read = await readCorpusFile(path, label, detected.format, head, mapping);
  } catch (err) {
    read = { skipped: `unreadable: ${err instanceof Error ? err.message : String(err)}` };
  }
  if ('skipped' in read) {
    yield { format: detected.format, skipped: detected.note ?? read.skipped, layout: null };
    return;
  }
  yield { format: detected.format, skipped: null, layout: read.layout };
  let batch: ReadItem[] = [];
  let chars = 0;
  try {
    for await (const item of read.items) {
      batch.push(item);
      chars += sizeOf(item);
      if (batch.length >= BATCH_RECORDS || chars >= BATCH_CHARS) {
        yield batch;
        batch = [];
        chars = 0;
      }
    }
  } catch (err) {
    batch.push({ rejection: { record: label, reason: err instanceof Error ? err.message : String(err) } });
  }
  if (batch.length > 0) yield batch;
}
