import { countOf, nounFor } from './plural';

describe('countOf / nounFor', () => {
  it.each([
    [0, 'page', undefined, '0 pages'],
    [1, 'page', undefined, '1 page'],
    [2, 'error', undefined, '2 errors'],
    [1, 'query', 'queries', '1 query'],
    [3, 'query', 'queries', '3 queries'],
    [12345, 'document', undefined, '12,345 documents'],
  ])('%d %s', (n, singular, plural, expected) => {
    expect(countOf(n, singular, plural)).toBe(expected);
  });

  it('gives the noun alone for a count shown elsewhere', () => {
    expect(nounFor(1, 'finding')).toBe('finding');
    expect(nounFor(4, 'finding')).toBe('findings');
  });
});
