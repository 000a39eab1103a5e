import { reciprocalRankFusion } from './rrf';

describe('reciprocalRankFusion', () => {
  it('scores 1/(k + rank) per list and sums across lists', () => {
    const fused = reciprocalRankFusion([
      ['a', 'b', 'c'],
      ['c', 'a'],
    ]);
    expect(fused.map((f) => f.id)).toEqual(['a', 'c', 'b']);
    expect(fused[0]!.score).toBeCloseTo(1 / 61 + 1 / 62);
    expect(fused[1]!.score).toBeCloseTo(1 / 63 + 1 / 61);
    expect(fused[2]!.score).toBeCloseTo(1 / 62);
  });

  it('lifts a document both rankings agree on above the top of either', () => {
    const fused = reciprocalRankFusion([
      ['x', 'both'],
      ['y', 'both'],
    ]);
    expect(fused[0]!.id).toBe('both');
  });

  it('returns a single ranking unchanged and handles empty input', () => {
    expect(reciprocalRankFusion([['p', 'q', 'r']]).map((f) => f.id)).toEqual(['p', 'q', 'r']);
    expect(reciprocalRankFusion([[], []])).toEqual([]);
  });

  it('uses k', () => {
    expect(reciprocalRankFusion([['a']], 0)[0]!.score).toBe(1);
  });
});
