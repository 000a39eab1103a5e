import { median, summarize } from './stats';

describe('median', () => {
  it('takes the middle value of an odd count', () => {
    expect(median([5, 1, 3])).toBe(3);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('sorts numerically, not as strings', () => {
    expect(median([100, 9, 20])).toBe(20);
  });

  it('leaves the input in its order', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow('median of no values');
  });
});

describe('summarize', () => {
  it('reports median, min, max and the number of runs', () => {
    expect(summarize([12, 10, 50, 11, 13])).toEqual({ median: 12, min: 10, max: 50, runs: 5 });
  });

  it('handles a single run', () => {
    expect(summarize([7])).toEqual({ median: 7, min: 7, max: 7, runs: 1 });
  });
});
