import type { SparseVector } from './term-space';

/**
 * Multinomial logistic regression over sparse features, trained by SGD: one weight per (feature, class),
 * stored feature-major so a document's few features touch contiguous rows. Multi-label documents spread
 * their target evenly over their labels, so the probabilities rank the labels a document most likely has.
 */
export interface SoftmaxModel {
  features: number;
  classes: number;
  /** features × classes, row-major by feature. */
  weights: Float32Array;
  bias: Float32Array;
}

export interface LabelledVector {
  x: SparseVector;
  /** Class indices, at least one. */
  labels: readonly number[];
}

export interface SoftmaxOptions {
  epochs: number;
  /** Starting rate, decayed linearly to zero over the run. */
  learningRate: number;
  seed: number;
}

export const SOFTMAX_DEFAULTS: SoftmaxOptions = { epochs: 6, learningRate: 6, seed: 1 };

/** Gradients below this leave a class's weights alone: late in training most classes are already near 0. */
const GRADIENT_FLOOR = 1e-4;

/** mulberry32: a small seeded generator, so a retrain on the same corpus gives the same model. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Class probabilities of `x` (softmax of the linear scores), written into `out`. */
export function probabilities(model: SoftmaxModel, x: SparseVector, out = new Float32Array(model.classes)): Float32Array {
  const { classes, weights } = model;
  out.set(model.bias);
  for (let k = 0; k < x.indices.length; k++) {
    const row = x.indices[k]! * classes;
    const v = x.values[k]!;
    for (let c = 0; c < classes; c++) out[c]! += v * weights[row + c]!;
  }
  return softmaxInPlace(out);
}

function softmaxInPlace(out: Float32Array): Float32Array {
  let max = -Infinity;
  for (const v of out) if (v > max) max = v;
  let sum = 0;
  for (let c = 0; c < out.length; c++) {
    const e = Math.exp(out[c]! - max);
    out[c] = e;
    sum += e;
  }
  for (let c = 0; c < out.length; c++) out[c]! /= sum;
  return out;
}

export function trainSoftmax(examples: readonly LabelledVector[], features: number, classes: number, options: SoftmaxOptions = SOFTMAX_DEFAULTS): SoftmaxModel {
  const model: SoftmaxModel = { features, classes, weights: new Float32Array(features * classes), bias: new Float32Array(classes) };
  const next = random(options.seed);
  const order = Int32Array.from(examples.keys());
  const p = new Float32Array(classes);
  const touched = new Int32Array(classes);
  const gradient = new Float32Array(classes);
  const steps = options.epochs * examples.length;
  let step = 0;

  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const e of order) {
      const { x, labels } = examples[e]!;
      const rate = options.learningRate * (1 - step++ / steps);
      probabilities(model, x, p);
      const target = 1 / labels.length;
      for (const l of labels) p[l]! -= target;
      let n = 0;
      for (let c = 0; c < classes; c++) {
        const g = p[c]!;
        if (g > GRADIENT_FLOOR || g < -GRADIENT_FLOOR) {
          touched[n] = c;
          gradient[n++] = rate * g;
          model.bias[c]! -= rate * g;
        }
      }
      for (let k = 0; k < x.indices.length; k++) {
        const row = x.indices[k]! * classes;
        const v = x.values[k]!;
        for (let t = 0; t < n; t++) model.weights[row + touched[t]!]! -= v * gradient[t]!;
      }
    }
  }
  return model;
}

/**
 * The trained model as it is kept and served: each feature's strongest weights (class, weight), at most
 * `keepPerFeature` and none below `minShare` of the feature's strongest. Dense rows are mostly near-zero
 * noise; the pruned model scores a text with a few multiply-adds per term and stores in a few MB.
 */
export interface SparseSoftmax {
  features: number;
  classes: number;
  /** features + 1 entries: feature f's weights are at [offsets[f], offsets[f + 1]) of `columns` and `values`. */
  offsets: Uint32Array;
  /** Class indices. */
  columns: Uint16Array;
  /** Weights, beside `columns`. */
  values: Float32Array;
  bias: Float32Array;
}

export interface PruneOptions {
  keepPerFeature: number;
  /** Weights smaller than this share of their feature's largest (in absolute value) are dropped. */
  minShare: number;
}

export function pruneSoftmax(model: SoftmaxModel, { keepPerFeature, minShare }: PruneOptions): SparseSoftmax {
  const { features, classes, weights } = model;
  const keep = Math.min(keepPerFeature, classes);
  const offsets = new Uint32Array(features + 1);
  const columns: number[] = [];
  const values: number[] = [];
  const order = Array.from({ length: classes }, (_, c) => c);
  for (let f = 0; f < features; f++) {
    const row = weights.subarray(f * classes, (f + 1) * classes);
    order.sort((a, b) => Math.abs(row[b]!) - Math.abs(row[a]!));
    const floor = Math.abs(row[order[0]!]!) * minShare;
    for (let k = 0; k < keep && Math.abs(row[order[k]!]!) >= floor && row[order[k]!] !== 0; k++) {
      columns.push(order[k]!);
      values.push(row[order[k]!]!);
    }
    offsets[f + 1] = columns.length;
  }
  return { features, classes, offsets, columns: Uint16Array.from(columns), values: Float32Array.from(values), bias: Float32Array.from(model.bias) };
}

/** Class probabilities of `x` under the pruned model. */
export function sparseProbabilities(model: SparseSoftmax, x: SparseVector): Float32Array {
  const { offsets, columns, values } = model;
  const out = Float32Array.from(model.bias);
  for (let k = 0; k < x.indices.length; k++) {
    const f = x.indices[k]!;
    const v = x.values[k]!;
    for (let j = offsets[f]!; j < offsets[f + 1]!; j++) out[columns[j]!]! += v * values[j]!;
  }
  return softmaxInPlace(out);
}
