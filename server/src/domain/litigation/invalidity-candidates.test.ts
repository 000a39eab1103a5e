import type { ChartedClaim } from '@iprism/shared/contracts';
import { invalidityCandidates, type ReferenceScores } from './invalidity-candidates';

const claims: ChartedClaim[] = [
  { number: 1, elements: ['1.1', '1.2', '1.3', '1.4'].map((id) => ({ id, text: `element ${id}` })) },
  { number: 9, elements: ['9.1', '9.2'].map((id) => ({ id, text: `element ${id}` })) },
];
const ref = (number: string, scores: Record<string, number>): ReferenceScores => ({ number, chart: Object.entries(scores).map(([elementId, score]) => ({ elementId, passage: `passage for ${elementId}`, location: 'description', score })) });

describe('invalidityCandidates', () => {
  const refs = [
    ref('US1', { '1.1': 0.9, '1.2': 0.8, '1.3': 0.7, '1.4': 0.6, '9.1': 0.2 }),
    ref('US2', { '1.1': 0.9, '1.2': 0.9, '9.1': 0.9, '9.2': 0.9 }),
    ref('US3', { '1.3': 0.95, '1.4': 0.9 }),
    ref('US4', { '1.3': 0.61, '1.4': 0.61, '1.1': 0.3 }),
    ref('US5', {}),
  ];

  it('ranks references by coverage of all charted elements, then by mean score', () => {
    const result = invalidityCandidates(claims, refs);
    expect(result.references.map((r) => [r.number, r.coverage])).toEqual([
      ['US2', 0.667],
      ['US1', 0.667],
      ['US3', 0.333],
      ['US4', 0.333],
      ['US5', 0],
    ]);
    expect(result.references[1]!.byClaim).toEqual([
      { claim: 1, coverage: 1 },
      { claim: 9, coverage: 0 },
    ]);
  });

  it('names single references covering every element of a claim as anticipation candidates, at the threshold inclusive', () => {
    const result = invalidityCandidates(claims, refs);
    expect(result.anticipation).toEqual(['US2', 'US1']);
    expect(result.byClaim.map((c) => [c.claim, c.anticipation])).toEqual([
      [1, ['US1']],
      [9, ['US2']],
    ]);
    expect(invalidityCandidates(claims, refs, 0.61).anticipation).toEqual(['US2']);
  });

  it('pairs references that cover a claim only together, best combination first, base reference first', () => {
    const result = invalidityCandidates(claims, refs);
    expect(result.byClaim[0]!.obviousness).toEqual([
      ['US2', 'US3'],
      ['US2', 'US4'],
    ]);
    expect(result.obviousness).toEqual([
      ['US2', 'US3'],
      ['US2', 'US4'],
    ]);
  });

  it('gives the same answer whatever the order of the references', () => {
    expect(invalidityCandidates(claims, [...refs].reverse())).toEqual(invalidityCandidates(claims, refs));
  });

  it('treats missing chart cells as 0 and a claim without elements as no candidate', () => {
    const result = invalidityCandidates([...claims, { number: 12, elements: [] }], [ref('US5', {})]);
    expect(result).toMatchObject({ anticipation: [], obviousness: [] });
    expect(result.byClaim.map((c) => c.claim)).toEqual([1, 9]);
  });
});
