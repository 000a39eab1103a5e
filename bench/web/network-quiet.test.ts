import { isQuiet } from './network-quiet';

describe('isQuiet', () => {
  it('needs nothing in flight', () => {
    expect(isQuiet(1, 0, 10_000, 1000)).toBe(false);
  });

  it('needs the quiet period to have passed since the last request ended', () => {
    expect(isQuiet(0, 9_500, 10_000, 1000)).toBe(false);
    expect(isQuiet(0, 9_000, 10_000, 1000)).toBe(true);
  });
});
