/**
 * CPC subclass prediction across every field (docs/benchmarks.md "CPC prediction across fields"):
 * - claim 1 only, by 5-fold cross-validation over the PatentSBERTa claims: each fold's claims are taken out
 *   of the training corpus and of the neighbours, the model is trained and calibrated as the product does
 *   it, and the fold's claims are classified; figures overall and per section (a claim counts in every
 *   section it has a subclass in; a prediction is right when the subclass is one of the claim's);
 * - the broad corpus held out by year: trained on what was published before 2016, tested on the abstracts
 *   of the 2016–2018 random US grants;
 * each beside the model alone, the nearest-neighbour votes alone and the scheme titles alone, with the
 * reliability table of the product's scores; last, the product's own training (worker thread, whole corpus) timed
 * with the event loop's delay meanwhile.
 */
import { migrate } from '../../server/src/platform/db/migrate';
import { openPglite } from '../../server/src/platform/db/pglite';
import type { Db } from '../../server/src/platform/db/db';
import { importCorpus } from '../../server/src/modules/corpus/import-corpus';
import { readSharedFile } from '../../server/src/modules/corpus/test-data';
import { readTrainingTexts } from '../../server/src/modules/cpc/repositories/cpc-models';
import { createPostgresPatentSearch } from '../../server/src/modules/search/postgres-patent-search';
import type { PatentSearch } from '../../server/src/modules/search/patent-search';
import { calibrationSamples, heldOutCases, searchExcluding } from '../../server/src/modules/cpc/classification/calibration-samples';
import { calibrationError, fitCalibration, reliabilityTable } from '../../server/src/modules/cpc/classification/model/calibration';
import { decodeCpcModel } from '../../server/src/modules/cpc/classification/model/cpc-model-codec';
import type { LabelledText, TrainedCpcModel } from '../../server/src/modules/cpc/classification/model/cpc-model';
import { runTraining, TRAINING_DEFAULTS } from '../../server/src/modules/cpc/classification/model/train-job';
import { PREDICTION_COUNT } from '../../server/src/modules/cpc/classification/cpc-scoring';
import { SHARED_DATA } from './corpus';
import { embedCorpus } from './corpus-vectors';
import { count, emptyTally, rankings, type Tally } from './cpc-rankings';
import { workerTrainingCost } from './cpc-training-cost';

const FOLDS = 5;
/** The held-out model is served (no refit: it lacks 400 of some 22,000 documents), so six trainings fit in one run. */
const BENCH_TRAINING = { ...TRAINING_DEFAULTS, refit: false };
const SECTIONS = 'ABCDEFGHY'.split('');
const YEAR_SPLIT = '2016-01-01';
const YEAR_TESTS = 500;
const RANKINGS = ['product', 'model', 'neighbours', 'titles'] as const;
const LABELS: Record<(typeof RANKINGS)[number], string> = { product: 'product (calibrated)', model: 'model alone', neighbours: 'nearest neighbours', titles: 'scheme titles' };

interface TestText {
  id: string;
  text: string;
  subclasses: Set<string>;
}

interface Results {
  overall: Record<(typeof RANKINGS)[number], Tally>;
  sections: Map<string, Record<(typeof RANKINGS)[number], Tally>>;
  scored: { score: number; hit: boolean }[];
  trainingSeconds: number[];
}

const tallies = () => Object.fromEntries(RANKINGS.map((r) => [r, emptyTally()])) as Record<(typeof RANKINGS)[number], Tally>;
const newResults = (): Results => ({ overall: tallies(), sections: new Map(SECTIONS.map((s) => [s, tallies()])), scored: [], trainingSeconds: [] });

/** Trains and calibrates as cpc-model-service.ts does, on `training`, with neighbours from `search`. */
async function trainLikeTheProduct(db: Db, search: PatentSearch, training: readonly LabelledText[], scheme: readonly LabelledText[]): Promise<{ trained: TrainedCpcModel; seconds: number }> {
  const started = performance.now();
  const result = runTraining(training, scheme, BENCH_TRAINING);
  const cases = heldOutCases(training, result);
  const calibration = fitCalibration(await calibrationSamples({ db, search }, cases));
  console.log(`  trained on ${training.length} documents in ${Math.round(result.trainingMs / 1000)} s, calibrated on ${cases.length} held out in ${Math.round((performance.now() - started - result.trainingMs) / 1000)} s`);
  return { trained: { model: decodeCpcModel(Buffer.from(result.model)), calibration }, seconds: (performance.now() - started) / 1000 };
}

async function evaluate(db: Db, search: PatentSearch, trained: TrainedCpcModel, tests: readonly TestText[], into: Results): Promise<void> {
  for (const t of tests) {
    const r = await rankings({ db, search }, trained, t.text);
    const predicted = { product: r.product.map((p) => p.symbol), model: r.model, neighbours: r.neighbours, titles: r.titles };
    const sections = new Set([...t.subclasses].map((s) => s[0]!));
    for (const name of RANKINGS) {
      count(into.overall[name], predicted[name], t.subclasses);
      for (const s of sections) count(into.sections.get(s)![name], predicted[name], t.subclasses);
    }
    for (const p of r.product.slice(0, PREDICTION_COUNT)) into.scored.push({ score: p.score, hit: t.subclasses.has(p.symbol) });
  }
}

const pct = (n: number, of: number) => (of ? ((100 * n) / of).toFixed(1) : '–').padStart(6);

function print(title: string, r: Results): void {
  console.log(`\n${title}`);
  console.log(`${'section'.padEnd(9)} ${'texts'.padStart(6)}   ${RANKINGS.map((n) => LABELS[n].padStart(22)).join(' ')}`);
  console.log(`${''.padEnd(18)} ${RANKINGS.map(() => 'top-1  top-3'.padStart(22)).join(' ')}`);
  const row = (label: string, t: Record<(typeof RANKINGS)[number], Tally>) =>
    console.log(`${label.padEnd(9)} ${String(t.product.n).padStart(6)}   ${RANKINGS.map((n) => `${pct(t[n].top1, t[n].n)} ${pct(t[n].top3, t[n].n)}`.padStart(22)).join(' ')}`);
  row('all', r.overall);
  for (const s of SECTIONS) if (r.sections.get(s)!.product.n > 0) row(s, r.sections.get(s)!);
  const table = reliabilityTable(r.scored);
  console.log(`reliability of the product's scores (its first ${PREDICTION_COUNT} predictions per text; expected calibration error ${calibrationError(table).toFixed(3)})`);
  console.log('score        predictions   mean score   right');
  for (const b of table) if (b.count > 0) console.log(`${b.from.toFixed(1)}–${b.to.toFixed(1)}   ${String(b.count).padStart(11)}   ${b.meanScore.toFixed(3).padStart(10)}   ${b.observed.toFixed(3).padStart(5)}`);
  console.log(`training (model + calibration) per run: ${r.trainingSeconds.map((s) => `${Math.round(s)} s`).join(', ')}`);
}

export async function cpcFieldsBenchmark(): Promise<void> {
  const db = await openPglite();
  await migrate(db);
  let t = performance.now();
  const summary = await importCorpus(db, SHARED_DATA);
  const { documents, scheme } = await readTrainingTexts(db);
  console.log(`\nCPC prediction across fields: ${summary.imported} documents imported (${Math.round((performance.now() - t) / 1000)} s), ${documents.length} with CPC codes`);
  // Neighbours as the product finds them once its vectors are in: full text and vectors fused.
  const vectors = await embedCorpus(db);
  console.log(`vectors: ${vectors.model}, every document embedded in ${Math.round(vectors.seconds)} s`);
  const search = createPostgresPatentSearch({ db, semantic: vectors.semantic });

  const claims = (await readSharedFile('patentsberta-claims-cpc-train/df_claim_cpc_train.csv')).records
    .filter((r) => r.cpc.length > 0)
    .map((r) => ({ id: r.publicationNumber, text: r.claims, subclasses: new Set(r.cpc) }))
    .sort((a, b) => a.id.localeCompare(b.id));
  const cv = newResults();
  for (let fold = 0; fold < FOLDS; fold++) {
    const tests = claims.filter((_, i) => i % FOLDS === fold);
    const excluded = new Set(tests.map((c) => c.id));
    const foldSearch = searchExcluding(search, excluded);
    const { trained, seconds } = await trainLikeTheProduct(db, foldSearch, documents.filter((d) => !excluded.has(d.id)), scheme);
    cv.trainingSeconds.push(seconds);
    t = performance.now();
    await evaluate(db, foldSearch, trained, tests, cv);
    console.log(`  fold ${fold + 1}/${FOLDS}: ${tests.length} claims classified in ${Math.round((performance.now() - t) / 1000)} s`);
    // After every fold, so a long run on a busy machine shows its figures as it goes.
    print(`Claim 1 only, ${FOLDS}-fold cross-validation over ${claims.length} PatentSBERTa claims, ${fold + 1} of ${FOLDS} folds (% right; target top-3 ≥ 70 in every section with ≥ 50 claims, top-1 ≥ 45)`, cv);
  }

  const broadIds = new Set((await readSharedFile('uspto-random-10000-cpc/uspto-random-10000.csv')).records.map((r) => r.publicationNumber));
  const allLater = documents.filter((d) => broadIds.has(d.id) && (d.publicationDate ?? '') >= YEAR_SPLIT);
  // Every n-th, at most YEAR_TESTS: each test is a search over the corpus.
  const later = allLater.filter((_, i) => i % Math.ceil(allLater.length / YEAR_TESTS) === 0);
  const training = documents.filter((d) => d.publicationDate !== null && d.publicationDate < YEAR_SPLIT);
  const trainingIds = new Set(training.map((d) => d.id));
  const excluded = new Set(documents.filter((d) => !trainingIds.has(d.id)).map((d) => d.id));
  const yearSearch = searchExcluding(search, excluded);
  const byYear = newResults();
  t = performance.now();
  const { trained, seconds } = await trainLikeTheProduct(db, yearSearch, training, scheme);
  byYear.trainingSeconds.push(seconds);
  const { rows } = await db.query<{ id: string; abstract: string }>(`SELECT publication_number AS id, abstract FROM patents WHERE publication_number = ANY($1) AND abstract <> ''`, [later.map((d) => d.id)]);
  const abstracts = new Map(rows.map((r) => [r.id, r.abstract]));
  await evaluate(db, yearSearch, trained, later.filter((d) => abstracts.has(d.id)).map((d) => ({ id: d.id, text: abstracts.get(d.id)!, subclasses: new Set(d.subclasses) })), byYear);
  print(`Broad corpus by year: trained on the ${training.length} labelled documents published before ${YEAR_SPLIT.slice(0, 4)}, tested on the abstracts of ${later.length} of the ${allLater.length} random US grants of ${YEAR_SPLIT.slice(0, 4)}–2018`, byYear);
  await vectors.close();
  await workerTrainingCost(documents, scheme);
  await db.close();
}
