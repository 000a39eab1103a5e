import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../platform/db/db';
import { embeddingText } from './embed-text';
import type { Embedder } from './embedder';
import type { SemanticRanker } from './postgres-patent-search';
import { normalize } from './unit-vector';
import { createVectorIndex, type VectorIndex } from './vector-index';
import { pendingDocs, storedVectors, vectorCounts, vectorWatermark, writeVectors } from './repositories/vector-store';

/** What the admin screen shows: the model, documents with a current vector, those still to embed. */
export interface VectorStatus {
  model: string | null;
  embedded: number;
  pending: number;
  running: boolean;
}

export interface VectorSearch {
  /** The encoder's model (vectors are stored under it); null when search runs without vectors. */
  readonly model: string | null;
  readonly semantic: SemanticRanker | null;
  /** Embeds documents that lack a current vector, in the background; safe to call at any time. */
  requestIndexing(): void;
  vectorStatus(): Promise<VectorStatus>;
  /** True until a run has loaded the stored vectors and embedded every document (search is full text meanwhile). */
  indexing(): boolean;
  /** Resolves when no indexing is running or requested (tests, benchmarks). */
  idle(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface VectorSearchOptions {
  db: Queryable;
  embedder: Embedder;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  batchSize?: number;
  /** After a failed batch (the endpoint is down), indexing is tried again after this long. */
  retryMs?: number;
  /**
   * On a database shared by several processes: runs the indexer only if no other process is running it
   * (false otherwise). That process then loads what the indexer writes, every `followMs`, and takes over
   * if the indexer stops.
   */
  exclusive?: (fn: () => Promise<void>) => Promise<boolean>;
  followMs?: number;
}

const LOAD_PAGE = 2000;

/** Documents the background indexer embeds and writes at a time. */
export const EMBED_BATCH_SIZE = 32;

/**
 * The semantic side of search: vectors persist in patent_vectors and are loaded into the in-memory index
 * at start (never recomputed); a background indexer embeds what is missing, batch by batch, and adds each
 * batch to the index as it is written. Search stays full text until a run has found nothing left to embed.
 */
export function createVectorSearch({ db, embedder, log, batchSize = EMBED_BATCH_SIZE, retryMs = 60_000, exclusive, followMs = 30_000 }: VectorSearchOptions): VectorSearch {
  const index: VectorIndex = createVectorIndex();
  let loaded = false;
  let complete = false;
  let running: Promise<void> | null = null;
  let requested = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  /** Where the next load starts (vector-store.ts vectorWatermark): later loads read only vectors written since. */
  let loadedSince: string | null = null;

  async function load(): Promise<void> {
    const watermark = await vectorWatermark(db);
    let after = '';
    for (;;) {
      const rows = await storedVectors(db, embedder.model, after, LOAD_PAGE, loadedSince);
      for (const r of rows) index.upsert(r.id, Float32Array.from(r.vector), r);
      if (rows.length < LOAD_PAGE) break;
      after = rows.at(-1)!.id;
    }
    if (!loaded) log.info({ model: embedder.model, vectors: index.size }, 'search vectors loaded');
    loaded = true;
    loadedSince = watermark;
  }

  function retryIn(ms: number): void {
    if (retry || closed) return;
    retry = setTimeout(() => {
      retry = null;
      requestIndexing();
    }, ms);
    retry.unref();
  }

  /** Another process holds the indexer: take what it has written so far, and look again later. */
  async function follow(): Promise<void> {
    await load();
    const { documents, embedded } = await vectorCounts(db, embedder.model);
    if (embedded >= documents && index.size >= embedded) complete = true;
    else retryIn(followMs);
  }

  async function indexOrFollow(): Promise<void> {
    if (!exclusive) return indexPending();
    // Holding the lock, first take what a previous holder wrote since this process last loaded.
    if (!(await exclusive(() => load().then(indexPending)))) await follow();
  }

  async function indexPending(): Promise<void> {
    const { documents, embedded } = await vectorCounts(db, embedder.model);
    const todo = documents - embedded;
    if (todo > 0) log.info({ model: embedder.model, pending: todo }, 'embedding documents for search');
    let after = '';
    let done = 0;
    let lastLogged = 0;
    while (!closed) {
      const docs = await pendingDocs(db, embedder.model, after, batchSize);
      if (!docs.length) break;
      const vectors = await embedder.embed(docs.map(embeddingText));
      await writeVectors(
        db,
        embedder.model,
        docs.map((d, i) => ({ id: d.id, hash: d.hash, vector: vectors[i]! })),
      );
      docs.forEach((d, i) => index.upsert(d.id, vectors[i]!, d));
      after = docs.at(-1)!.id;
      done += docs.length;
      if (done - lastLogged >= 500 || docs.length < batchSize) {
        lastLogged = done;
        log.info({ model: embedder.model, embedded: done, of: todo }, 'search vectors progress');
      }
    }
    if (!closed) complete = true;
  }

  function run(): Promise<void> {
    requested = false;
    complete = false;
    // Without the lock, load first here: vectors may have been stored since the last load (shipped-vectors.ts).
    return (loaded && exclusive ? indexOrFollow() : load().then(indexOrFollow))
      .catch((err: unknown) => {
        if (closed) return;
        log.warn({ err }, `search indexing stopped; retrying in ${Math.round(retryMs / 1000)} s (search stays full text meanwhile)`);
        retryIn(retryMs);
      })
      .finally(() => {
        running = null;
        if (requested && !closed) running = run();
      });
  }

  function requestIndexing(): void {
    if (closed) return;
    if (running) requested = true;
    else running = run();
  }

  const semantic: SemanticRanker = {
    ready: () => complete && !running && index.size > 0,
    async nearest(text, filters, k) {
      const [vector] = await embedder.embed([text]);
      return index.nearest(normalize(vector!), k, filters);
    },
  };

  return {
    model: embedder.model,
    semantic,
    requestIndexing,
    indexing: () => !complete || running !== null,
    async vectorStatus() {
      const { documents, embedded } = await vectorCounts(db, embedder.model);
      return { model: embedder.model, embedded, pending: documents - embedded, running: running !== null };
    },
    async idle() {
      while (running) await running;
    },
    async start() {
      requestIndexing();
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      // Closing the encoder first fails a batch in flight instead of waiting for it.
      await embedder.close();
      await running;
    },
  };
}
