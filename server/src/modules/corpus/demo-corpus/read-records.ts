import { join, relative } from 'node:path';
import { detectFormat } from '../detect-format';
import { readCorpusHead } from '../readers/open-file';
import { readCorpusFile } from '../readers/read-file';
import type { CorpusRecord } from '../record';
import { isBesideData, listFiles } from '../walk';

/** The records of one path under a data folder, read by the importer's own readers (in this process: the data is ours). */
export async function readRecords(dataDir: string, path: string): Promise<CorpusRecord[]> {
  const records: CorpusRecord[] = [];
  for (const file of (await listFiles(join(dataDir, path))).filter((f) => !isBesideData(f))) {
    const label = relative(dataDir, file);
    const head = await readCorpusHead(file, 64 * 1024, 8 * 1024 * 1024);
    const read = await readCorpusFile(file, label, detectFormat(head, label).format, head);
    if ('skipped' in read) continue;
    for await (const item of read.items) if ('record' in item) records.push(item.record);
  }
  return records;
}
