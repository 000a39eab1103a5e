import { classifyCitations } from './classify-citations';
import { relevanceToClaims } from './relevance';

const CLAIMS = [
  { number: 1, independent: true, text: '1. A wind turbine comprising: a blade; a strain sensor on the blade; and a controller configured to adjust a pitch of the blade based on the strain sensor.' },
  { number: 2, independent: false, text: '2. The wind turbine of claim 1, wherein the strain sensor is a fibre Bragg grating.' },
  { number: 3, independent: true, text: '3. A method of controlling a wind turbine blade, comprising: measuring a strain of the blade; and adjusting the pitch of the blade based on the strain.' },
];

describe('X/Y/A relevance to the claims', () => {
  it('X: one reference discloses nearly every element of an independent claim', () => {
    const r = relevanceToClaims(CLAIMS, 'A wind turbine has blades carrying strain sensors; a pitch controller adjusts the blade pitch from the measured strain.');
    expect(r).toEqual({ category: 'X', coverage: 1, closestClaim: 1 });
  });

  it('Y: a substantial part (the blade and the sensor, not the pitch control)', () => {
    const r = relevanceToClaims(CLAIMS, 'A rotor blade with a strain sensor bonded to the blade surface for fatigue monitoring.');
    expect(r.category).toBe('Y');
    // Preamble (wind turbine) and controller not disclosed; the blade and the sensor are.
    expect(r.coverage).toBe(0.5);
    expect(r.closestClaim).toBe(1);
  });

  it('A: background in the field', () => {
    expect(relevanceToClaims(CLAIMS, 'An offshore foundation for towers, with grouted connections.').category).toBe('A');
  });

  it('classifies found, not-in-corpus, NPL and unreadable citations and sums them up', () => {
    const base = { country: 'US', number: null, kind: null, date: null, name: null, npl: null };
    const citations = [
      { ...base, ref: 'c1', type: 'usPatent' as const, citeNo: '1', publicationNumber: 'US7123456B2', number: '7123456' },
      { ...base, ref: 'c2', type: 'usPatent' as const, citeNo: '2', publicationNumber: 'US5000000A', number: '5000000' },
      { ...base, ref: 'c3', type: 'npl' as const, citeNo: '3', publicationNumber: null, country: null, npl: { text: 'x', authors: [], title: null, source: null, date: null, doi: null } },
      { ...base, ref: 'c4', type: 'usPatent' as const, citeNo: '4', publicationNumber: null },
    ];
    const matches = new Map([['c1', { publicationNumber: 'US7123456B1', title: 'Pitch control', abstract: 'A wind turbine blade with a strain sensor and a pitch controller that adjusts pitch from strain.', claims: '', cpc: ['F03D7/0224'] }]]);
    const result = classifyCitations(citations, matches, CLAIMS, []);
    expect(result.items.map((i) => [i.ref, i.status, i.category, i.closestClaim, i.matchedPublicationNumber, i.cpc])).toEqual([
      ['c1', 'found', 'X', 1, 'US7123456B1', ['F03D7/0224']],
      ['c2', 'notInCorpus', null, null, null, []],
      ['c3', 'npl', null, null, null, []],
      ['c4', 'unreadable', null, null, null, []],
    ]);
    expect(result.summary).toEqual({ total: 4, found: 1, notInCorpus: 1, npl: 1, unreadable: 1, X: 1, Y: 0, A: 0, issues: { error: 0, warning: 0, info: 0 }, claimsCompared: 3 });
  });
});
