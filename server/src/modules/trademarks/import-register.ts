import { createReadStream, readFileSync } from 'node:fs';
import { extname } from 'node:path';
import type { Queryable } from '../../platform/db/db';
import { upsertTrademarks, type TrademarkRecord } from './repositories/trademarks';
import { CaseFileSplitter, parseCaseFile } from './case-file-xml';
import { parseRegisterCsv, type RegisterMapping } from './register-csv';

export interface RegisterImportSummary {
  format: 'uspto-xml' | 'csv';
  imported: number;
  skipped: number;
}

const BATCH = 1000;

/**
 * Imports a trademark register file into the register: the USPTO case-file XML (read as a stream, so a
 * full annual file fits in memory) or a CSV with mapped columns. Marks are written in batches, by serial
 * number, replacing what an earlier import had.
 */
export async function importRegister(db: Queryable, path: string, mapping: RegisterMapping = {}, onProgress: (done: number) => void = () => {}): Promise<RegisterImportSummary> {
  const ext = extname(path).toLowerCase();
  if (ext === '.csv' || ext === '.tsv' || ext === '.txt') {
    const { records, skipped } = parseRegisterCsv(readFileSync(path, 'utf8'), mapping);
    await upsertTrademarks(db, records);
    onProgress(records.length);
    return { format: 'csv', imported: records.length, skipped };
  }
  if (ext !== '.xml') throw new Error(`Unknown register format "${ext || path}": give the USPTO case-file XML (.xml, unzipped) or a CSV (.csv).`);
  const splitter = new CaseFileSplitter();
  let batch: TrademarkRecord[] = [];
  let imported = 0;
  let skipped = 0;
  for await (const chunk of createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 20 })) {
    for (const xml of splitter.push(chunk as string)) {
      const record = parseCaseFile(xml);
      if (!record) {
        skipped += 1;
        continue;
      }
      batch.push(record);
      if (batch.length >= BATCH) {
        imported += await upsertTrademarks(db, batch);
        batch = [];
        onProgress(imported);
      }
    }
  }
  imported += await upsertTrademarks(db, batch);
  onProgress(imported);
  return { format: 'uspto-xml', imported, skipped };
}
