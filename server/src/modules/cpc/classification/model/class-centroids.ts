import type { LabelledVector, SoftmaxModel } from './softmax-regression';

/**
 * Adds `weight` × each class's centroid to the model's weights: the mean direction of the class's examples (an
 * example with several labels counts a share in each), unit length. A text's score for a class then gains
 * `weight` × its cosine with the centroid, a nearest-centroid vote inside the same linear model. It helps where
 * softmax training learns little: a class with few examples keeps the words they share even where another, more
 * frequent class claims them.
 */
export function addClassCentroids(model: SoftmaxModel, examples: readonly LabelledVector[], weight: number): SoftmaxModel {
  const { classes, weights } = model;
  const sums = new Float32Array(weights.length);
  for (const { x, labels } of examples) {
    for (const l of labels) {
      for (let k = 0; k < x.indices.length; k++) sums[x.indices[k]! * classes + l]! += x.values[k]! / labels.length;
    }
  }
  const norms = new Float64Array(classes);
  for (let i = 0; i < sums.length; i++) norms[i % classes]! += sums[i]! * sums[i]!;
  for (let i = 0; i < sums.length; i++) {
    const norm = norms[i % classes]!;
    if (norm > 0) weights[i]! += (weight * sums[i]!) / Math.sqrt(norm);
  }
  return model;
}
