import type { Calibration } from './calibration';
import { termCounts } from './text-terms';
import { withSubjectEmphasis } from './subject-emphasis';
import { buildTermSpace, vectorise, vectoriseText, type TermSpace } from './term-space';
import { addClassCentroids } from './class-centroids';
import { pruneSoftmax, sparseProbabilities, trainSoftmax, SOFTMAX_DEFAULTS, type PruneOptions, type SoftmaxOptions, type SparseSoftmax } from './softmax-regression';

/** A corpus document as the model learns from it: its text and its CPC subclasses. */
export interface LabelledText {
  id: string;
  text: string;
  subclasses: readonly string[];
  /** The document's first claim, when it has claims: what a held-out document may be classified by (train-job.ts). */
  claim?: string;
}

/** CPC subclass prediction learnt from the corpus: the term space, the subclasses (class order) and the weights. */
export interface CpcModel {
  space: TermSpace;
  subclasses: readonly string[];
  softmax: SparseSoftmax;
}

/**
 * Weights kept per term (its strongest). On one claims fold, 32 per term cost 2.5 points of top-3 against the
 * dense model and 100 none. Dropping those under 1/32 of the term's strongest keeps about 40 % of them (the demo
 * model gzips to 1 MB instead of 1.8) for one held-out demo document in 165 out of the top 3.
 */
export const PRUNING: PruneOptions = { keepPerFeature: 64, minShare: 1 / 32 };

/**
 * How much each subclass's centroid (class-centroids.ts) adds to its trained weights. Over the five claims folds
 * (model alone, pruned as served, subjects emphasised) +2.5 points of top-1 in every section with enough claims,
 * +0.4 of top-3 at 6; with the larger vocabulary (term-space.ts) 10 gained a little more in the thin sections (F
 * 60 → 61 of 86 claims in the top 3, C 107 → 110 of 128) and lost none.
 */
export const CENTROID_WEIGHT = 10;

/**
 * Names how the model is trained. Stored and shipped models are keyed by it beside what they learnt from
 * (corpusFingerprint, trainingTextsHash), so a model trained another way is retrained: change it with the training.
 */
export const CPC_TRAINING_VERSION = 'softmax+scheme+centroids-10+terms-120k+claims-held-out';

export interface SubclassProbability {
  symbol: string;
  probability: number;
}

/**
 * Trains on every document that has at least one subclass (documents without any teach nothing) and on the
 * scheme's own words for those subclasses (`scheme`: one text per subclass, its title and its main groups'
 * titles), which name what a field's claims talk about even where the corpus has few documents of it: on two
 * claims folds, +2.8 points of top-1 and +2.0 of top-3 (A +4.6, F +3.0 top-3; B +6.4 top-1). The vocabulary is the
 * documents'; scheme texts of subclasses no document has are left out (no class without documents). The subclasses'
 * centroids over the same examples are added to the trained weights (CENTROID_WEIGHT), then the weights are pruned.
 */
export function trainCpcModel(documents: readonly LabelledText[], scheme: readonly LabelledText[] = [], options: SoftmaxOptions = SOFTMAX_DEFAULTS): CpcModel {
  const labelled = documents.filter((d) => d.subclasses.length > 0);
  const counts = labelled.map((d) => termCounts(d.text));
  const space = buildTermSpace(counts);
  const subclasses = [...new Set(labelled.flatMap((d) => d.subclasses))].sort();
  const index = new Map(subclasses.map((s, i) => [s, i]));
  const described = scheme.filter((d) => d.subclasses.some((s) => index.has(s)));
  const examples = [...labelled.map((d, i) => ({ d, counts: counts[i]! })), ...described.map((d) => ({ d, counts: termCounts(d.text) }))].map(({ d, counts }) => ({
    x: vectorise(space, counts),
    labels: [...new Set(d.subclasses)].filter((s) => index.has(s)).map((s) => index.get(s)!),
  }));
  const trained = addClassCentroids(trainSoftmax(examples, space.terms.length, subclasses.length, options), examples, CENTROID_WEIGHT);
  return { space, subclasses, softmax: pruneSoftmax(trained, PRUNING) };
}

/** Every subclass's probability for a text, read with its opening subject emphasised; empty for a text with no known term. */
export function subclassProbabilities(model: CpcModel, text: string): Map<string, number> {
  const x = vectoriseText(model.space, withSubjectEmphasis(text));
  if (x.indices.length === 0) return new Map();
  const p = sparseProbabilities(model.softmax, x);
  return new Map(model.subclasses.map((s, i) => [s, p[i]!]));
}

/** The `limit` likeliest subclasses of a text, best first (ties by symbol); [] for a text with no known term. */
export function predictSubclasses(model: CpcModel, text: string, limit: number): SubclassProbability[] {
  return [...subclassProbabilities(model, text)]
    .map(([symbol, probability]) => ({ symbol, probability }))
    .sort((a, b) => b.probability - a.probability || a.symbol.localeCompare(b.symbol))
    .slice(0, limit);
}

/** A model with the calibration fitted for it: what classification serves. */
export interface TrainedCpcModel {
  model: CpcModel;
  calibration: Calibration;
}
