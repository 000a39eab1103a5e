import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Queryable } from '../../platform/db/db';
import { decodeVectorFile, vectorFileName, type ShippedVector } from './vector-file';
import { sourceHashes, writeVectors } from './repositories/vector-store';

const WRITE_BATCH = 250;

/** Lets the event loop serve requests between batches when this runs inside the server. */
const breathe = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The vectors of `model` shipped in a corpus folder; null when it ships none for that model. */
export function readShippedVectors(dir: string, model: string): ShippedVector[] | null {
  const file = join(dir, vectorFileName(model));
  if (!existsSync(file)) return null;
  const shipped = decodeVectorFile(readFileSync(file));
  return shipped.model === model ? shipped.vectors : null;
}

/**
 * Stores shipped vectors for the documents whose text is still the text they were computed from (same
 * source hash); the others are left to the indexer, which embeds them as any new document. Returns how
 * many were written.
 */
export async function writeShippedVectors(db: Queryable, model: string, vectors: readonly ShippedVector[]): Promise<number> {
  let written = 0;
  for (let at = 0; at < vectors.length; at += WRITE_BATCH) {
    const batch = vectors.slice(at, at + WRITE_BATCH);
    const rows = await sourceHashes(db, batch.map((v) => v.id));
    const current = new Map(rows.map((r) => [r.id, r.hash]));
    const matching = batch.filter((v) => current.get(v.id) === v.hash);
    await writeVectors(db, model, matching);
    written += matching.length;
    await breathe();
  }
  return written;
}
