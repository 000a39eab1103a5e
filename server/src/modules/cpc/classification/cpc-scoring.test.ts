import { PREDICTION_COUNT, SIGNAL_WEIGHTS, combineVotes, neighbourVotes, titleVotes } from './cpc-scoring';

describe('CPC subclass scoring', () => {
  it('lets closer neighbours vote more, shared among each document’s distinct subclasses', () => {
    const votes = neighbourVotes([
      { rank: 0, cpc: ['G06N3/08', 'G06N3/04', 'G06F17/16'] },
      { rank: 1, cpc: ['H04L9/32'] },
      { rank: 3, cpc: ['G06N20/00', 'not-a-symbol'] },
    ]);
    expect(votes.get('G06N')).toBeCloseTo(0.5 + 0.25);
    expect(votes.get('G06F')).toBeCloseTo(0.5);
    expect(votes.get('H04L')).toBeCloseTo(0.5);
    expect([...votes.keys()].sort()).toEqual(['G06F', 'G06N', 'H04L']);
  });

  it('adds title matches of a subclass and its groups together', () => {
    const votes = titleVotes([
      { symbol: 'G06N20/00', rank: 0.3 },
      { symbol: 'G06N', rank: 0.1 },
      { symbol: 'G10L15/00', rank: 0.2 },
      { symbol: 'G10L', rank: 0 },
    ]);
    expect(votes.get('G06N')).toBeCloseTo(0.4);
    expect(votes.get('G10L')).toBeCloseTo(0.2);
  });

  it('weights the two signals, normalises to confidences summing to 1, best first', () => {
    const scores = combineVotes(
      new Map([
        ['G06N', 3],
        ['H04L', 1],
      ]),
      new Map([
        ['G10L', 1],
        ['G06N', 1],
      ]),
    );
    expect(scores.map((s) => s.symbol)).toEqual(['G06N', 'H04L', 'G10L']);
    expect(scores[0]!.score).toBeCloseTo(SIGNAL_WEIGHTS.neighbours * 0.75 + SIGNAL_WEIGHTS.titles * 0.5);
    expect(scores.reduce((a, s) => a + s.score, 0)).toBeCloseTo(1);
    expect(scores.every((s) => s.score >= 0 && s.score <= 1)).toBe(true);
  });

  it('lets one signal decide alone when the other is silent, and says nothing with neither', () => {
    expect(combineVotes(new Map(), new Map([['G06N', 2]]))).toEqual([{ symbol: 'G06N', score: 1 }]);
    expect(combineVotes(new Map([['H04L', 0.2]]), new Map())).toEqual([{ symbol: 'H04L', score: 1 }]);
    expect(combineVotes(new Map(), new Map())).toEqual([]);
  });

  it('keeps the top five, ties broken by symbol', () => {
    const many = new Map(['B', 'A', 'F', 'E', 'D', 'C', 'G'].map((l) => [`G0${l === 'A' ? 1 : 6}${l}`, 1]));
    const scores = combineVotes(many, new Map());
    expect(scores).toHaveLength(PREDICTION_COUNT);
    expect(scores.map((s) => s.symbol)).toEqual(['G01A', 'G06B', 'G06C', 'G06D', 'G06E']);
  });
});
