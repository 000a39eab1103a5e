/**
 * bench:quality — how good the answers are (docs/benchmarks.md "Quality (bench:quality)").
 *
 *   pnpm bench:quality [--documents=3000] [--only=prior-art | --only=cpc-fields]   (pnpm bench:findings runs its first part alone, in seconds)
 *
 * First the trust in the claim findings (findings/run.ts). Then CPC subclass prediction and prior-art recall are
 * measured for each ranking the product has (weighted full text alone, vectors alone, the two fused) beside plain
 * BM25 without field weights; IDS extraction once; then CPC prediction across fields with the corpus model
 * (cpc-fields.ts).
 */
import { availableParallelism, loadavg } from 'node:os';
import { migrate } from '../../server/src/platform/db/migrate';
import { openPglite } from '../../server/src/platform/db/pglite';
import { createPostgresPatentSearch } from '../../server/src/modules/search/postgres-patent-search';
import type { PatentSearch } from '../../server/src/modules/search/patent-search';
import { buildBm25 } from './bm25';
import { buildQualityCorpus, type CitingDoc } from './corpus';
import { embedCorpus } from './corpus-vectors';
import { idsExtraction } from './ids-extraction';
import { cpcAccuracy, priorArtRecall } from './measures';
import { cpcFieldsBenchmark } from './cpc-fields';
import { priorArtOnGrants } from './prior-art-field';
import { bm25Search, vectorOnly } from './rankers';
import { findingsBenchmark } from './findings/run';

const documents = Number(/--documents=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 3000);

async function main(): Promise<void> {
  console.log(`iPrism quality benchmark: ${availableParallelism()} CPUs, load ${loadavg()[0]?.toFixed(2)}`);
  // Seconds, no database: printed first so the figures are there whatever the long parts do.
  findingsBenchmark();
  if (process.argv.includes('--only=prior-art')) return priorArtOnGrants();
  if (process.argv.includes('--only=cpc-fields')) return cpcFieldsBenchmark();
  const db = await openPglite();
  await migrate(db);
  const t = performance.now();
  const corpus = await buildQualityCorpus(db, documents);
  console.log(`corpus: ${corpus.documents} documents (shared data through corpus import; ${Math.round((performance.now() - t) / 1000)} s)`);
  const references = (citing: readonly CitingDoc[]) => `${citing.length} citing documents with ${citing.reduce((n, c) => n + c.cited.size, 0)} cited references`;
  console.log(`  ${corpus.heldOut.length} held out for CPC prediction; ${references(corpus.citingAll)} in the corpus, of which ${references(corpus.citing)} published before the citing document`);

  const vectors = await embedCorpus(db);
  console.log(`vectors: ${vectors.model}, ${Math.round(vectors.seconds)} s to embed`);
  const semantic = vectors.semantic;

  const { rows } = await db.query<{ id: string; text: string }>(`SELECT publication_number AS id, title || ' ' || abstract || ' ' || claims || ' ' || description AS text FROM patents`);
  const rankers: [string, PatentSearch][] = [
    ['full text (weighted)', createPostgresPatentSearch({ db })],
    ['vectors', vectorOnly(db, semantic)],
    ['fused (RRF)', createPostgresPatentSearch({ db, semantic })],
    ['baseline BM25', bm25Search(db, buildBm25(rows))],
  ];

  console.log('\nCPC subclass prediction (votes of the nearest documents + scheme titles), held-out split');
  console.log('ranking                 top-1 %   top-3 %');
  for (const [name, search] of rankers) {
    const r = await cpcAccuracy(db, search, corpus.heldOut);
    console.log(`${name.padEnd(22)} ${String(r.top1).padStart(7)}   ${String(r.top3).padStart(7)}`);
  }
  const titles = await cpcAccuracy(db, null, corpus.heldOut);
  console.log(`${'scheme titles only'.padEnd(22)} ${String(titles.top1).padStart(7)}   ${String(titles.top3).padStart(7)}`);

  console.log(`\nPrior-art recall of cited references (query: title, abstract, first claims; published before the citing document's date)`);
  console.log(`ranking                 prior art by date: ${references(corpus.citing)}   every cited reference: ${references(corpus.citingAll)}`);
  console.log('                        recall@10 %   recall@100 %         recall@10 %   recall@100 %');
  for (const [name, search] of rankers) {
    const r = await priorArtRecall(search, corpus.citing);
    const all = await priorArtRecall(search, corpus.citingAll);
    console.log(`${name.padEnd(22)} ${String(r.at10).padStart(11)}   ${String(r.at100).padStart(12)}         ${String(all.at10).padStart(11)}   ${String(all.at100).padStart(12)}`);
  }

  console.log('\nIDS citation extraction (a real 200-citation list written in each form)');
  console.log('form        citations   precision   recall');
  for (const r of await idsExtraction()) console.log(`${r.format.padEnd(11)} ${String(r.citations).padStart(9)}   ${r.precision.toFixed(3).padStart(9)}   ${r.recall.toFixed(3)}`);

  await vectors.close();
  await db.close();

  await cpcFieldsBenchmark();
  await priorArtOnGrants();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
