import { rankingReason } from './ranking-reason';

describe('rankingReason', () => {
  it('gives both sides of a fused result', () => {
    expect(rankingReason({ fullTextRank: 3, similarity: 0.824 }, 'fused')).toBe('#3 by your terms · 82 % similar in meaning');
  });

  it('gives the similarity of a fused result found by meaning', () => {
    expect(rankingReason({ fullTextRank: null, similarity: 0.61 }, 'fused')).toBe('61 % similar in meaning');
  });

  it('says when a fused term match is not among the closest by meaning', () => {
    expect(rankingReason({ fullTextRank: 1200, similarity: null }, 'fused')).toBe('#1,200 by your terms · not among the closest in meaning');
  });

  it('says only what a one-sided search measured', () => {
    expect(rankingReason({ fullTextRank: 2, similarity: null }, 'fulltext')).toBe('#2 by your terms');
    expect(rankingReason({ fullTextRank: null, similarity: 0.5 }, 'vector')).toBe('50 % similar in meaning');
  });

  it('says nothing without a ranking', () => {
    expect(rankingReason(undefined, 'fused')).toBeNull();
    expect(rankingReason({ fullTextRank: null, similarity: null }, 'fused')).toBeNull();
  });
});
