import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config/config';
import { ADVISORY_LOCKS } from '../../platform/db/advisory-locks';
import type { PostgresDb } from '../../platform/db/postgres';
import { createCorpusLoad, type CorpusLoadService } from './corpus-load';
import { createEmbedder } from './create-embedder';
import type { PatentSearch } from './patent-search';
import { createPostgresPatentSearch } from './postgres-patent-search';
import { createVectorSearch, type VectorSearch } from './vector-search';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one search seam (routes, the priorArt stage, IDS classification). */
    patentSearch: PatentSearch;
    /** The semantic side: `requestIndexing()` after an import, `vectorStatus()` for the admin screen. */
    vectorSearch: VectorSearch;
    /** Whether the corpus is still importing or being embedded (search and classify answers say so). */
    corpusLoad: CorpusLoadService;
  }
}

/** EMBEDDER=off: full text only; status reports no model. */
const NO_VECTORS: VectorSearch = {
  model: null,
  semantic: null,
  requestIndexing: () => {},
  indexing: () => false,
  vectorStatus: async () => ({ model: null, embedded: 0, pending: 0, running: false }),
  idle: async () => {},
  start: async () => {},
  close: async () => {},
};

/**
 * Decorates the app with the patent search and its vector side. Loading stored vectors and embedding
 * what is missing start when the app is ready, in the background: the server answers (full text) at once.
 */
export function attachSearch(app: FastifyInstance, config: Readonly<Pick<Config, 'embedder'>>): void {
  const embedder = createEmbedder(config);
  const db = app.db;
  // On a shared PostgreSQL server one process of the deployment embeds; the others load its vectors.
  const exclusive = db.kind === 'postgres' ? (fn: () => Promise<void>) => (db as PostgresDb).tryAdvisoryLock(ADVISORY_LOCKS.vectorIndexing, fn) : undefined;
  const vectors = embedder ? createVectorSearch({ db, embedder, log: app.log, exclusive }) : NO_VECTORS;
  app.decorate('vectorSearch', vectors);
  app.decorate('corpusLoad', createCorpusLoad({ db, vectors }));
  app.decorate(
    'patentSearch',
    createPostgresPatentSearch({ db: app.db, semantic: vectors.semantic, onSemanticError: (err) => app.log.warn({ err }, 'vector search failed; answering from full text') }),
  );
  app.addHook('onReady', async () => {
    void vectors.start();
  });
  app.addHook('onClose', async () => {
    await vectors.close();
  });
}
