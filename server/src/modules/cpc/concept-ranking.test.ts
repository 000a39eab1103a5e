import { rankConcepts } from './concept-ranking';

const none = { subclasses: new Map<string, number>(), groups: new Map<string, number>() };

describe('concept ranking over the scheme', () => {
  // "lithium battery electrode": terms 0 lithium, 1 battery, 2 electrode, as the real 2019 scheme's titles cover them.
  const titles = [
    { symbol: 'H01M', kind: 'subclass' as const, terms: [1] },
    { symbol: 'H01M4/00', kind: 'group' as const, terms: [2] },
    { symbol: 'H01M2220/00', kind: 'group' as const, terms: [1] },
    { symbol: 'C01D', kind: 'subclass' as const, terms: [0] },
    { symbol: 'C01D15/00', kind: 'group' as const, terms: [0] },
  ];

  it('ranks the subclass whose scheme covers the concept first, with the group that adds to its title', () => {
    expect(rankConcepts(3, titles, none, 4)).toEqual(['H01M', 'H01M4/00', 'H01M2220/00', 'C01D']);
  });

  it('lets the corpus evidence lift a subclass the titles alone rank lower', () => {
    const votes = { subclasses: new Map([['C01D', 1]]), groups: new Map<string, number>() };
    expect(rankConcepts(3, titles, votes, 1)).toEqual(['C01D']);
  });
});
