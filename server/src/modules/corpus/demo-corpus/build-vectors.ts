import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from '../../../platform/db/migrate';
import { openPglite } from '../../../platform/db/pglite';
import { createLocalEmbedder, embeddingText, encodeVectorFile, pendingDocs, type ShippedVector, vectorFileName } from '../../search';
import type { Embedder } from '../../search';
import { importCorpus } from '../import-corpus';
import { demoCorpusDirArg } from './dir-arg';

const USAGE = 'Usage: pnpm corpus:build-demo-vectors [--dir <demo corpus folder>]';
const BATCH = 64;
/** Two encoder threads: the one-off build may take both cores of a small machine. */
const ENCODERS = 2;

/**
 * The vectors a demo start would compute, computed once: the shipped records are imported by the product's
 * importer into an in-memory database, and the documents the search indexer would find pending are
 * embedded by its encoder, from the same text and with the same source hash (vector-search.ts indexPending).
 */
export async function buildDemoVectors(dir: string): Promise<{ file: string; vectors: number; bytes: number }> {
  const db = await openPglite();
  const encoders: Embedder[] = Array.from({ length: ENCODERS }, () => createLocalEmbedder());
  try {
    await migrate(db);
    const summary = await importCorpus(db, dir);
    if (summary.status !== 'completed') throw new Error(`the demo corpus did not import: ${summary.error}`);
    const model = encoders[0]!.model;
    const vectors: ShippedVector[] = [];
    const started = Date.now();
    let after = '';
    let next: Promise<unknown>[] = [];
    for (;;) {
      const docs = await pendingDocs(db, model, after, BATCH * ENCODERS);
      if (!docs.length) break;
      after = docs.at(-1)!.id;
      next = encoders.map(async (encoder, e) => {
        const part = docs.slice(e * BATCH, (e + 1) * BATCH);
        const embedded = await encoder.embed(part.map(embeddingText));
        part.forEach((d, i) => vectors.push({ id: d.id, hash: d.hash, vector: embedded[i]! }));
      });
      await Promise.all(next);
      console.log(`${vectors.length} of ${summary.imported} documents embedded (${Math.round((Date.now() - started) / 1000)} s)`);
    }
    vectors.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const bytes = encodeVectorFile({ model, dimensions: encoders[0]!.dimensions, vectors });
    const file = join(dir, vectorFileName(model));
    writeFileSync(file, bytes);
    return { file, vectors: vectors.length, bytes: bytes.length };
  } finally {
    await Promise.all(encoders.map((e) => e.close()));
    await db.close();
  }
}

if (require.main === module) {
  buildDemoVectors(demoCorpusDirArg(process.argv.slice(2), USAGE))
    .then(({ file, vectors, bytes }) => console.log(`${file}: ${vectors} vectors, ${(bytes / 1024).toFixed(0)} KiB`))
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
