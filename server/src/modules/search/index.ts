/** What the search module offers the rest of the server: other modules and the app import it only from here. */
export { attachSearch } from './attach-search';
export { type CorpusImportTracker } from './corpus-load';
export { embeddingText, firstClaim } from './embed-text';
export { type Embedder } from './embedder';
export { escapeLike, normalizeCpc } from './filters';
export { USE_LITE_MODEL, createLocalEmbedder } from './local-embedder';
export { type PatentSearch } from './patent-search';
export { createPostgresPatentSearch } from './postgres-patent-search';
export { patentRecordRoutes } from './routes/record';
export { patentSearchRoutes } from './routes/search';
export { readShippedVectors, writeShippedVectors } from './shipped-vectors';
export { buildTsQuery } from './tsquery';
export { encodeVectorFile, vectorFileName, type ShippedVector } from './vector-file';
export { createVectorSearch, type VectorSearch } from './vector-search';
export { pendingDocs } from './repositories/vector-store';
