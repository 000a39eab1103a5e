import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../platform/config/config';
import { detectFormat } from './detect-format';
import type { ColumnMapping } from './readers/column-mapping';
import { readCorpusFile } from './readers/read-file';
import type { CorpusRecord, ReadItem, Rejection } from './record';

/** The shared public patent data next to the repository (../shared/data/INDEX.md). */
export const SHARED_DATA = join(REPO_ROOT, '..', 'shared', 'data');

/** Reads one shared-data file the way an import does (format detected from its content); for tests. */
export async function readSharedFile(relativePath: string, mapping?: ColumnMapping): Promise<{ records: CorpusRecord[]; rejections: Rejection[]; skipped?: string }> {
  const path = join(SHARED_DATA, relativePath);
  const head = readFileSync(path).subarray(0, 65536).toString('utf8');
  const read = await readCorpusFile(path, relativePath, detectFormat(head, relativePath).format, head, mapping);
  if ('skipped' in read) return { records: [], rejections: [], skipped: read.skipped };
  const items: ReadItem[] = [];
  for await (const item of read.items) items.push(item);
  return {
    records: items.flatMap((i) => ('record' in i ? [i.record] : [])),
    rejections: items.flatMap((i) => ('rejection' in i ? [i.rejection] : [])),
  };
}
