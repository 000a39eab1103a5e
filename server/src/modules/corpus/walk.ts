import { readdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';

/** Documentation that sits beside the data and is not data. */
const DOCUMENTATION = /^(sources?|readme|index|licen[cs]e)(\.(md|txt))?$/i;
/**
 * Precomputed vectors and CPC model shipped with a corpus (search/vector-file.ts, classification/model/cpc-model-file.ts):
 * stored by the demo start, not read as records.
 */
const SHIPPED_PRECOMPUTED = /^(vectors-.+|cpc-model)\.bin\.gz$/;

export const isBesideData = (path: string): boolean => DOCUMENTATION.test(basename(path)) || SHIPPED_PRECOMPUTED.test(basename(path));

/** Files under a path (the path itself when it is a file), sorted so runs are repeatable; dot-files skipped; links followed. */
export async function listFiles(path: string): Promise<string[]> {
  const info = await stat(path);
  if (info.isFile()) return [path];
  const out: string[] = [];
  const entries = (await readdir(path, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const full = join(path, entry.name);
    // A link is followed to what it points at: a corpus folder may gather files from elsewhere.
    if (entry.isDirectory() || entry.isSymbolicLink()) out.push(...(await listFiles(full)));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}
