import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEMO_CORPUS_DIR } from '../../config/config';
import { migrate } from '../../db/migrate';
import { openPglite } from '../../db/pglite';
import { embeddingText } from '../../search/embed-text';
import type { Embedder } from '../../search/embedder';
import { createLocalEmbedder } from '../../search/local-embedder';
import { pendingDocs } from '../../search/vector-store';
import { encodeVectorFile, vectorFileName, type ShippedVector } from '../../search/vector-file';
import { importCorpus } from '../import-corpus';

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

function parseArgs(argv: string[]): string {
  let dir = DEMO_CORPUS_DIR;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--dir') dir = resolve(process.env.INIT_CWD ?? process.cwd(), argv[++i] ?? '');
    else if (argv[i] !== '--') throw new Error(USAGE);
  }
  return dir;
}

if (require.main === module) {
  buildDemoVectors(parseArgs(process.argv.slice(2)))
    .then(({ file, vectors, bytes }) => console.log(`${file}: ${vectors} vectors, ${(bytes / 1024).toFixed(0)} KiB`))
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
