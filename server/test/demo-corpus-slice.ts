import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { DEMO_CORPUS_DIR } from '../src/platform/config/config';

/** A corpus folder holding the first `count` records of one shipped demo corpus file (fast to import). */
export function shippedCorpusSlice(count: number, file = 'patentsview-abstracts.jsonl.gz'): string {
  const dir = mkdtempSync(join(tmpdir(), 'iprism-corpus-slice-'));
  const lines = gunzipSync(readFileSync(join(DEMO_CORPUS_DIR, file))).toString('utf8').split('\n').filter(Boolean).slice(0, count);
  writeFileSync(join(dir, file), gzipSync(`${lines.join('\n')}\n`));
  return dir;
}
