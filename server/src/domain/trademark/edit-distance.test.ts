import { damerauLevenshtein, editSimilarity } from './edit-distance';

describe('damerauLevenshtein', () => {
  it.each([
    ['', '', 0],
    ['', 'abc', 3],
    ['kitten', 'sitting', 3],
    ['ab', 'ba', 1],
    ['nike', 'nkie', 1],
    // Unrestricted: the transposed pair may be edited again (the restricted OSA distance would be 3).
    ['ca', 'abc', 2],
    ['müller', 'muller', 1],
    ['coke', 'coke', 0],
  ])('%p → %p is %i', (a, b, distance) => {
    expect(damerauLevenshtein(a, b)).toBe(distance);
    expect(damerauLevenshtein(b, a)).toBe(distance);
  });

  it('turns the distance into a similarity over the longer length', () => {
    expect(editSimilarity('', '')).toBe(1);
    expect(editSimilarity('nike', 'nkie')).toBe(0.75);
    expect(editSimilarity('abc', 'xyz')).toBe(0);
  });
});
