import { matchesFilters, normalizeCpc } from './filters';

describe('search filters', () => {
  it('applies the same filters to in-memory facts', () => {
    const facts = { publicationDate: '2019-05-01', country: 'US', kind: 'B2', cpc: ['G06N3/084', 'G06F16/22'] };
    expect(matchesFilters(facts, { publishedBefore: '2019-05-02', cpc: 'G06N3', country: 'US', kind: 'B2' })).toBe(true);
    expect(matchesFilters(facts, { publishedBefore: '2019-05-01' })).toBe(false);
    expect(matchesFilters({ ...facts, publicationDate: null }, { publishedBefore: '2030-01-01' })).toBe(false);
    expect(matchesFilters(facts, { cpc: 'H04L' })).toBe(false);
    expect(matchesFilters(facts, { country: 'EP' })).toBe(false);
    expect(matchesFilters(facts, { kind: 'A1' })).toBe(false);
    expect(matchesFilters(facts, { publishedAfter: facts.publicationDate ?? '' })).toBe(true);
    expect(matchesFilters(facts, { publishedAfter: '2019-05-02' })).toBe(false);
    expect(matchesFilters({ ...facts, publicationDate: null }, { publishedAfter: '1990-01-01' })).toBe(false);
    expect(normalizeCpc(' g06n 3/08 ')).toBe('G06N3/08');
  });
});
