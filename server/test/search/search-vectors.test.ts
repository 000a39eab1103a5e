import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PatentSearchRequestSchema } from '@iprism/shared/contracts';
import { REPO_ROOT } from '../../src/platform/config/config';
import type { Db } from '../../src/platform/db/db';
import type { Embedder } from '../../src/modules/search/embedder';
import { createPostgresPatentSearch } from '../../src/modules/search/postgres-patent-search';
import { patentsViewRecords } from '../../src/modules/search/sample-corpus';
import { insertRecords } from '../../src/modules/search/repositories/sample-patents';
import { normalize } from '../../src/modules/search/unit-vector';
import { embeddingText } from '../../src/modules/search/embed-text';
import { createVectorSearch } from '../../src/modules/search/vector-search';
import { pendingDocs, writeVectors } from '../../src/modules/search/repositories/vector-store';
import { bagOfWords } from '../fake-embeddings-server';
import { createDurableTestDatabase, openTestDatabase, type DurableTestDatabase } from '../test-database';

const DATA = join(REPO_ROOT, '..', 'shared', 'data');
const silent = { info: () => {}, warn: () => {} };

/** Counts what it embeds, so a test can see that a restart recomputes nothing. */
function countingEmbedder(model = 'bag-of-words-64'): Embedder & { embedded: string[] } {
  const embedded: string[] = [];
  return {
    model,
    dimensions: 64,
    embedded,
    async embed(texts) {
      embedded.push(...texts);
      return texts.map((t) => normalize(bagOfWords(t)));
    },
    async close() {},
  };
}

describe('search vectors (indexer, persistence, fusion)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'iprism-vectors-'));
  const records = patentsViewRecords(DATA).filter((_r, i) => i % 20 === 0);
  let store: DurableTestDatabase;
  let db: Db;

  beforeAll(async () => {
    store = await createDurableTestDatabase(dir);
    db = await store.open();
    await insertRecords(db, records);
  });
  afterAll(async () => {
    await db.close();
    await store.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('embeds every document in the background, then searches fused', async () => {
    const embedder = countingEmbedder();
    const vectors = createVectorSearch({ db, embedder, log: silent, batchSize: 50 });
    expect(vectors.semantic!.ready()).toBe(false);
    await vectors.start();
    expect((await vectors.vectorStatus()).running).toBe(true);
    await vectors.idle();
    expect(embedder.embedded).toHaveLength(records.length);
    expect(await vectors.vectorStatus()).toEqual({ model: 'bag-of-words-64', embedded: records.length, pending: 0, running: false });
    expect(vectors.semantic!.ready()).toBe(true);

    const search = createPostgresPatentSearch({ db, semantic: vectors.semantic });
    const res = await search.search(PatentSearchRequestSchema.parse({ query: 'baseball bat' }));
    expect(res.mode).toBe('fused');
    expect(res.results[0]!.title).toMatch(/bat|ball/i);
    // Each hit says why it ranks: its full-text place and its similarity by meaning, where it has them.
    for (const hit of res.results) expect(hit.ranking!.fullTextRank !== null || hit.ranking!.similarity !== null).toBe(true);
    const top = res.results[0]!.ranking!;
    expect(top.fullTextRank).toBeGreaterThanOrEqual(1);
    expect(top.similarity).toBeGreaterThan(0);
    const ranks = res.results.flatMap((h) => (h.ranking!.fullTextRank === null ? [] : [h.ranking!.fullTextRank]));
    expect(new Set(ranks).size).toBe(ranks.length);
    const old = await search.search(PatentSearchRequestSchema.parse({ query: 'baseball bat', filters: { publishedBefore: '1990-01-01' }, pageSize: 100 }));
    expect(old.results.every((h) => h.publicationDate! < '1990-01-01')).toBe(true);
    await vectors.close();
  });

  it('loads stored vectors after a restart without recomputing, and re-embeds only changed text', async () => {
    await db.close();
    db = await store.open();
    const embedder = countingEmbedder();
    const vectors = createVectorSearch({ db, embedder, log: silent });
    await vectors.start();
    await vectors.idle();
    expect(embedder.embedded).toEqual([]);
    expect(vectors.semantic!.ready()).toBe(true);
    const [first] = await vectors.semantic!.nearest(records[0]!.title + '\n' + records[0]!.abstract, {}, 1);
    expect(first!.id).toBe(records[0]!.publicationNumber);
    embedder.embedded.length = 0; // the query's own embedding

    await db.query(`UPDATE patents SET title = 'Pitching machine with a rotating wheel' WHERE publication_number = $1`, [records[1]!.publicationNumber]);
    expect((await vectors.vectorStatus()).pending).toBe(1);
    vectors.requestIndexing();
    await vectors.idle();
    expect(embedder.embedded).toEqual([embeddingText({ title: 'Pitching machine with a rotating wheel', abstract: records[1]!.abstract, claims: '' })]);
    expect(embedder.embedded[0]).toMatch(/^Pitching machine with a rotating wheel\nDisclosed are/);
    expect((await vectors.vectorStatus()).pending).toBe(0);
    await vectors.close();
  });

  it('on a shared database one process embeds and another loads its vectors instead of embedding them again', async () => {
    let held = false;
    const lock = async (fn: () => Promise<void>) => {
      if (held) return false;
      held = true;
      try {
        await fn();
        return true;
      } finally {
        held = false;
      }
    };
    const indexerEncoder = countingEmbedder('shared-64');
    const followerEncoder = countingEmbedder('shared-64');
    // The indexer's first batch waits until the follower has found the lock taken.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const embedAll = indexerEncoder.embed.bind(indexerEncoder);
    indexerEncoder.embed = async (texts) => (await gate, embedAll(texts));
    const indexer = createVectorSearch({ db, embedder: indexerEncoder, log: silent, batchSize: 10, exclusive: lock });
    const follower = createVectorSearch({ db, embedder: followerEncoder, log: silent, exclusive: lock, followMs: 20 });
    await indexer.start();
    for (let i = 0; i < 500 && !held; i++) await new Promise((r) => setTimeout(r, 10));
    await follower.start();
    await new Promise((r) => setTimeout(r, 100));
    expect(follower.semantic!.ready()).toBe(false);
    open();
    await indexer.idle();
    for (let i = 0; i < 250 && !follower.semantic!.ready(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(follower.semantic!.ready()).toBe(true);
    expect(indexerEncoder.embedded).toHaveLength(records.length);
    expect(followerEncoder.embedded).toHaveLength(0);
    expect(await follower.semantic!.nearest(records[0]!.abstract, {}, records.length)).toHaveLength(records.length);
    await indexer.close();
    await follower.close();
  });

  it('keeps answering in full text while the encoder fails, and says so in the log', async () => {
    await db.query(`UPDATE patents SET abstract = abstract || ' Revised.' WHERE publication_number = $1`, [records[2]!.publicationNumber]);
    const warnings: string[] = [];
    const failing: Embedder = { model: 'bag-of-words-64', dimensions: 64, embed: () => Promise.reject(new Error('down')), close: async () => {} };
    const vectors = createVectorSearch({ db, embedder: failing, log: { info: () => {}, warn: (_o: unknown, msg?: string) => void warnings.push(String(msg)) }, retryMs: 60_000 });
    await vectors.start();
    await vectors.idle();
    expect(vectors.semantic!.ready()).toBe(false);
    expect(warnings.some((w) => /indexing stopped; retrying/.test(w))).toBe(true);
    const res = await createPostgresPatentSearch({ db, semantic: vectors.semantic }).search(PatentSearchRequestSchema.parse({ query: 'baseball' }));
    expect(res.mode).toBe('fulltext');
    expect(res.results.map((h) => h.ranking)).toEqual(res.results.map((_h, i) => ({ fullTextRank: i + 1, similarity: null })));
    await vectors.close();
  });
});

describe('search vectors stored by an import (shipped with a corpus)', () => {
  it('loads them when asked to index again, embedding nothing', async () => {
    const db = await openTestDatabase();
    try {
      const embedder = countingEmbedder();
      const vectors = createVectorSearch({ db, embedder, log: silent });
      await vectors.start();
      await vectors.idle();
      expect(vectors.indexing()).toBe(false);
      // What the demo import does: documents, then their vectors, then a request to index.
      const records = patentsViewRecords(DATA).filter((_r, i) => i % 40 === 0);
      await insertRecords(db, records);
      const docs = await pendingDocs(db, embedder.model, '', records.length);
      await writeVectors(db, embedder.model, docs.map((d) => ({ id: d.id, hash: d.hash, vector: normalize(bagOfWords(embeddingText(d))) })));
      vectors.requestIndexing();
      expect(vectors.indexing()).toBe(true);
      await vectors.idle();
      expect(embedder.embedded).toEqual([]);
      expect(vectors.indexing()).toBe(false);
      expect(vectors.semantic!.ready()).toBe(true);
      const [first] = await vectors.semantic!.nearest(embeddingText(docs[0]!), {}, 1);
      expect(first!.id).toBe(docs[0]!.id);
      await vectors.close();
    } finally {
      await db.close();
    }
  });
});
