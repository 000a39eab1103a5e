import type { Db } from '../../server/src/platform/db/db';
import { createEmbedder } from '../../server/src/modules/search/create-embedder';
import { createVectorSearch } from '../../server/src/modules/search/vector-search';
import type { SemanticRanker } from '../../server/src/modules/search/postgres-patent-search';

const quietLog = { info: () => undefined, warn: (obj: unknown, msg?: string) => console.warn(msg, obj) };

/** Every document of `db` embedded with the product's local encoder, as its background indexer does it. */
export async function embedCorpus(db: Db): Promise<{ model: string; seconds: number; semantic: SemanticRanker; close: () => Promise<void> }> {
  const started = performance.now();
  const embedder = createEmbedder({ embedder: { kind: 'local' } });
  if (!embedder) throw new Error('no local embedder');
  const vectors = createVectorSearch({ db, embedder, log: quietLog });
  await vectors.start();
  await vectors.idle();
  const semantic = vectors.semantic;
  if (!semantic?.ready()) throw new Error('vectors not ready');
  return { model: embedder.model, seconds: (performance.now() - started) / 1000, semantic, close: () => vectors.close() };
}
