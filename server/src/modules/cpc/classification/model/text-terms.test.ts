import { contentWords, foldPlural, hashTerm, termCounts } from './text-terms';

describe('CPC model terms', () => {
  it('keeps content words of a claim, folds plurals and drops claim boilerplate', () => {
    const claim = '1. A method comprising: receiving, by said processors, sensor signals from a plurality of batteries; wherein the signals are filtered.';
    expect(contentWords(claim)).toEqual(['receiving', 'processor', 'sensor', 'signal', 'battery', 'signal', 'filtered']);
    expect(['glass', 'apparatus', 'analysis', 'electronics', 'valves'].map(foldPlural)).toEqual(['glass', 'apparatus', 'analysis', 'electronics', 'valve']);
  });

  it('counts unigrams and adjacent bigrams under stable 32-bit ids', () => {
    const counts = termCounts('fishing hook, fishing hooks');
    expect(counts.get(hashTerm('fishing'))).toBe(2);
    expect(counts.get(hashTerm('hook'))).toBe(2);
    expect(counts.get(hashTerm('fishing hook'))).toBe(2);
    expect(counts.get(hashTerm('hook fishing'))).toBe(1);
    expect(counts.size).toBe(4);
    expect(hashTerm('fishing')).toBe(hashTerm('fishing'));
    expect(hashTerm('a')).toBe(0xe40c292c);
  });
});
