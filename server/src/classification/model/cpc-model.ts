import type { Calibration } from './calibration';
import { termCounts } from './text-terms';
import { buildTermSpace, vectorise, vectoriseText, type TermSpace } from './term-space';
import { pruneSoftmax, sparseProbabilities, trainSoftmax, SOFTMAX_DEFAULTS, type SoftmaxOptions, type SparseSoftmax } from './softmax-regression';

/** A corpus document as the model learns from it: its text and its CPC subclasses. */
export interface LabelledText {
  id: string;
  text: string;
  subclasses: readonly string[];
}

/** CPC subclass prediction learnt from the corpus: the term space, the subclasses (class order) and the weights. */
export interface CpcModel {
  space: TermSpace;
  subclasses: readonly string[];
  softmax: SparseSoftmax;
}

/** Weights kept per term (its strongest). On one claims fold, 32 cost 2.5 points of top-3 against the dense model and 100 none. */
export const KEPT_PER_TERM = 64;

export interface SubclassProbability {
  symbol: string;
  probability: number;
}

/** Trains on every document that has at least one subclass; documents without any teach nothing. */
export function trainCpcModel(documents: readonly LabelledText[], options: SoftmaxOptions = SOFTMAX_DEFAULTS): CpcModel {
  const labelled = documents.filter((d) => d.subclasses.length > 0);
  const counts = labelled.map((d) => termCounts(d.text));
  const space = buildTermSpace(counts);
  const subclasses = [...new Set(labelled.flatMap((d) => d.subclasses))].sort();
  const index = new Map(subclasses.map((s, i) => [s, i]));
  const examples = labelled.map((d, i) => ({ x: vectorise(space, counts[i]!), labels: [...new Set(d.subclasses)].map((s) => index.get(s)!) }));
  return { space, subclasses, softmax: pruneSoftmax(trainSoftmax(examples, space.terms.length, subclasses.length, options), KEPT_PER_TERM) };
}

/** Every subclass's probability for a text; empty for a text with no known term. */
export function subclassProbabilities(model: CpcModel, text: string): Map<string, number> {
  const x = vectoriseText(model.space, text);
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
