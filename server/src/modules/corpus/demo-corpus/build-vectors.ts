import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from '../../../platform/db/migrate';
import { openPglite } from '../../../platform/db/pglite';
import { createLocalEmbedder, embeddingText, encodeVectorFile, pendingDocs, type ShippedVector, vectorFileName } from '../../search';
import { importCorpus } from '../import-corpus';
import { demoCorpusDirArg } from './dir-arg';

const USAGE = 'Usage: pnpm corpus:build-demo-vectors [--dir <demo corpus folder>]';
const BATCH = 128;

/**
 * The vectors a demo start would compute, computed once: the shipped records are imported by the product's
 * importer into an in-memory database, and the documents the search indexer would find pending are
 * embedded by its encoder, from the same text and with the same source hash (vector-search.ts indexPending).
 */
export async function buildDemoVectors(dir: string): Promise<{ file: string; vectors: number; bytes: number }> {
  const db = await openPglite();
  const embedder = createLocalEmbedder();
  try {
    await migrate(db);
    const summary = await importCorpus(db, dir);
    if (summary.status !== 'completed') throw new Error(`the demo corpus did not import: ${summary.error}`);
    const model = embedder.model;
    const vectors: ShippedVector[] = [];
    const started = Date.now();
    let after = '';
    for (;;) {
      const docs = await pendingDocs(db, model, after, BATCH);
      if (!docs.length) break;
      after = docs.at(-1)!.id;
      const embedded = await embedder.embed(docs.map(embeddingText));
      docs.forEach((d, i) => vectors.push({ id: d.id, hash: d.hash, vector: embedded[i]! }));
      console.log(`${vectors.length} of ${summary.imported} documents embedded (${Math.round((Date.now() - started) / 1000)} s)`);
    }
    vectors.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const bytes = encodeVectorFile({ model, dimensions: embedder.dimensions, vectors });
    const file = join(dir, vectorFileName(model));
    writeFileSync(file, bytes);
    return { file, vectors: vectors.length, bytes: bytes.length };
  } finally {
    await embedder.close();
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
