import { jaro, jaroWinkler } from './jaro-winkler';

describe('jaro and jaroWinkler (Winkler 1990 examples)', () => {
  it.each([
    ['martha', 'marhta', 0.944, 0.961],
    ['dwayne', 'duane', 0.822, 0.84],
    ['dixon', 'dicksonx', 0.767, 0.813],
  ])('%p / %p', (a, b, j, jw) => {
    expect(jaro(a, b)).toBeCloseTo(j, 3);
    expect(jaroWinkler(a, b)).toBeCloseTo(jw, 3);
    expect(jaroWinkler(b, a)).toBeCloseTo(jw, 3);
  });

  it('is 1 for equal strings and 0 with nothing in common or one side empty', () => {
    expect(jaroWinkler('coke', 'coke')).toBe(1);
    expect(jaroWinkler('', '')).toBe(1);
    expect(jaroWinkler('abc', '')).toBe(0);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
  });
});
