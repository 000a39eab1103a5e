import { pruneSoftmax, sparseProbabilities } from './softmax-regression';

describe('pruned softmax', () => {
  // Two features over four classes.
  const dense = { features: 2, classes: 4, weights: Float32Array.from([4, -2, 0.1, 0, 0, 1, 0.5, 0.2]), bias: Float32Array.from([0, 0, 0, 0]) };

  it('keeps each feature\'s strongest weights, at most keepPerFeature and none under minShare of the strongest', () => {
    const sparse = pruneSoftmax(dense, { keepPerFeature: 3, minShare: 0.1 });
    expect([...sparse.offsets]).toEqual([0, 2, 5]);
    expect([...sparse.columns]).toEqual([0, 1, 1, 2, 3]);
    expect([...sparse.values]).toEqual([4, -2, 1, 0.5, expect.closeTo(0.2, 6)]);
    expect(pruneSoftmax(dense, { keepPerFeature: 1, minShare: 0 }).columns).toEqual(Uint16Array.from([0, 1]));
  });

  it('scores as the dense model over the kept weights', () => {
    const sparse = pruneSoftmax(dense, { keepPerFeature: 4, minShare: 0 });
    const p = sparseProbabilities(sparse, { indices: Int32Array.from([0]), values: Float32Array.from([1]) });
    const e = [4, -2, 0.1, 0].map(Math.exp);
    const sum = e.reduce((a, b) => a + b, 0);
    expect([...p].map((v) => Number(v.toFixed(5)))).toEqual(e.map((v) => Number((v / sum).toFixed(5))));
  });
});
