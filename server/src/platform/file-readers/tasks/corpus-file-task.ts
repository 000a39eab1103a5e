import { detectFormat, type FileItems, readCorpusFile, readCorpusHead } from '../../../modules/corpus/parsing';
import type { ReadItem } from '../../../modules/corpus/parsing';
import { isFileRefused } from '../file-refusal';
import type { CorpusFileStart, ReaderStreams } from '../reader-tasks';

const HEAD_BYTES = 64 * 1024;
/** A head is read on to its second line (JSON lines of full-text records) but never past this. */
const HEAD_MAX_BYTES = 8 * 1024 * 1024;
/** Records travel to the importer in batches of at most this many, or this much text. */
const BATCH_RECORDS = 200;
const BATCH_CHARS = 4 * 1024 * 1024;

const sizeOf = (item: ReadItem): number => ('record' in item ? item.record.claims.length + item.record.description.length + item.record.abstract.length + item.record.title.length : 200);

/**
 * One corpus file read in a reader thread: first its detected format (and why it is skipped, if it is),
 * then its records in batches. A failure half way becomes a rejection naming the file; what was read
 * before it stands.
 */
export async function* readCorpusFileInThread({ path, label, mapping }: ReaderStreams['corpusFile']['input']): AsyncGenerator<CorpusFileStart | ReadItem[]> {
  const head = await readCorpusHead(path, HEAD_BYTES, HEAD_MAX_BYTES);
  const detected = detectFormat(head, label);
  if (detected.format === 'cpc-scheme-tsv' || detected.format === 'cpc-scheme-xml') {
    yield { format: detected.format, skipped: null, layout: null };
    return;
  }
  let read: FileItems;
  try {
    read = await readCorpusFile(path, label, detected.format, head, mapping);
  } catch (err) {
    if (isFileRefused(err)) throw err;
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
    // A file over a cap is refused whole, by the importer, with the cap's message.
    if (isFileRefused(err)) throw err;
    batch.push({ rejection: { record: label, reason: err instanceof Error ? err.message : String(err) } });
  }
  if (batch.length > 0) yield batch;
}
