import { readStoredIds } from '../../../modules/ids/parsing';
import { checkCsvCaps } from '../caps/csv-caps';
import { readerLimits } from '../reader-limits';
import type { ReaderTasks, StoredIds } from '../reader-tasks';

/** The citations of a stored IDS; a CSV's line cap first (the XML and PDF readers check their own caps). */
export async function readIdsInThread({ bytes, format }: ReaderTasks['readIds']['input']): Promise<StoredIds> {
  if (format === 'csv') checkCsvCaps(bytes, readerLimits().csv);
  return readStoredIds(bytes, format);
}
