import { addClassCentroids } from './class-centroids';
import type { SoftmaxModel } from './softmax-regression';

const vector = (entries: [number, number][]) => ({ indices: Int32Array.from(entries.map(([i]) => i)), values: Float32Array.from(entries.map(([, v]) => v)) });

describe('class centroids', () => {
  it('adds weight × each class\'s unit-length mean example to its column, sharing multi-label examples', () => {
    // Three features, three classes; class 2 has no example and is left alone.
    const model: SoftmaxModel = { features: 3, classes: 3, weights: new Float32Array(9).fill(1), bias: new Float32Array(3) };
    addClassCentroids(
      model,
      [
        { x: vector([[0, 1]]), labels: [0] },
        { x: vector([[1, 1]]), labels: [0, 1] },
      ],
      2,
    );
    // Class 0: (1, 0.5, 0) / |…|; class 1: (0, 0.5, 0) / 0.5.
    const n0 = Math.sqrt(1 + 0.25);
    const column = (c: number) => [0, 1, 2].map((f) => Number(model.weights[f * 3 + c]!.toFixed(5)));
    expect(column(0)).toEqual([1 + 2 / n0, 1 + 1 / n0, 1].map((v) => Number(v.toFixed(5))));
    expect(column(1)).toEqual([1, 3, 1]);
    expect(column(2)).toEqual([1, 1, 1]);
  });
});
