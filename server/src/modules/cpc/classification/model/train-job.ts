import { trainCpcModel, subclassProbabilities, type LabelledText } from './cpc-model';
import { encodeCpcModel } from './cpc-model-codec';
import { hashTerm } from './text-terms';

/** The longest text a held-out document is classified by. */
export const HELD_OUT_QUERY_CHARS = 1500;

/**
 * What a held-out document is classified by, as users paste: every other one by its first claim (when it has
 * claims), the others by their opening (title and abstract). The calibration then learns how much the nearest
 * documents say on a claim, where they find less of the field than on an abstract.
 */
export function heldOutQuery(document: LabelledText, position: number): string {
  return (position % 2 === 1 && document.claim ? document.claim : document.text).slice(0, HELD_OUT_QUERY_CHARS);
}

/** Documents kept out of the first training so the calibration sees the model on text it has not learnt. */
export const HELD_OUT_SHARE = 0.05;
export const HELD_OUT_MAX = 400;

export interface HeldOutPrediction {
  /** Index into the training documents. */
  document: number;
  /** The held-out model's probability for each of `subclasses`. */
  probabilities: Float32Array;
}

export interface TrainingResult {
  /** The model trained on every document, encoded (cpc-model-codec.ts). */
  model: Uint8Array;
  subclasses: number;
  heldOut: HeldOutPrediction[];
  /** The held-out model's subclasses, in the order of `probabilities`. */
  heldOutSubclasses: string[];
  trainingMs: number;
}

/** A stable choice by publication number: the same documents are held out at every retrain of one corpus. */
export function heldOutIndices(documents: readonly LabelledText[], max = HELD_OUT_MAX): number[] {
  const picked = documents.map((d, i) => ({ i, h: hashTerm(d.id) })).filter(({ h }) => h % 10_000 < HELD_OUT_SHARE * 10_000);
  return picked
    .sort((a, b) => a.h - b.h)
    .slice(0, max)
    .map(({ i }) => i);
}

export interface TrainingOptions {
  heldOutMax: number;
  /**
   * Train the served model again on every document (the product: it learns from all it has); without, the
   * held-out model is served (the benchmark: half the time, and figures that are if anything low).
   */
  refit: boolean;
}

export const TRAINING_DEFAULTS: TrainingOptions = { heldOutMax: HELD_OUT_MAX, refit: true };

/**
 * The whole training (`scheme`: the subclasses' scheme texts, cpc-model.ts): a model without the held-out documents, its probabilities on them (for the
 * calibration, fitted where the nearest-document search is), then the served model on every document.
 */
export function runTraining(documents: readonly LabelledText[], scheme: readonly LabelledText[] = [], options: TrainingOptions = TRAINING_DEFAULTS): TrainingResult {
  const started = Date.now();
  const heldOut = heldOutIndices(documents, options.heldOutMax);
  const held = new Set(heldOut);
  const first = trainCpcModel(documents.filter((_, i) => !held.has(i)), scheme);
  const predictions = heldOut.map((document, position) => {
    const p = subclassProbabilities(first, heldOutQuery(documents[document]!, position));
    return { document, probabilities: Float32Array.from(first.subclasses, (s) => p.get(s) ?? 0) };
  });
  const model = options.refit ? trainCpcModel(documents, scheme) : first;
  return { model: encodeCpcModel(model), subclasses: model.subclasses.length, heldOut: predictions, heldOutSubclasses: [...first.subclasses], trainingMs: Date.now() - started };
}
