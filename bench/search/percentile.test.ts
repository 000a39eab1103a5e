import { percentile } from './percentile';

describe('percentile (nearest rank)', () => {
  it('picks the value at the rank', () => {
    const values = Array.from({ length: 100 }, (_x, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([3, 1, 2], 0)).toBe(1);
    expect(() => percentile([], 50)).toThrow();
  });
});
