import { patentEvalSets } from '../../modules/analysis/test-data';
import { draftClaimsOf } from '../drafting/claim-set-text';
import { chartReference } from './chart-reference';
import { chartedClaims } from './charted-claims';
import { invalidityCandidates } from './invalidity-candidates';

/**
 * A real independent claim (PatentEval #2, a liquid ejecting apparatus) charted against three references
 * written from real text: one holding the whole claim set, two holding the first and the second half of
 * claim 1's limitations, and one unrelated abstract from another section.
 */
describe('chartReference and candidates on a real claim', () => {
  const sets = patentEvalSets();
  const claim1 = draftClaimsOf(sets[2]!.claims)[0]!;
  const [claim] = chartedClaims([claim1]);
  const elements = claim!.elements.map((e) => e.text);
  const half = Math.ceil(elements.length / 2);
  const reference = (publicationNumber: string, claims: string, abstract: string) => ({ publicationNumber, title: publicationNumber, abstract, claims, description: '' });
  const refs = [
    reference('US-FULL', sets[2]!.claims, ''),
    reference('US-FIRST', '', `${elements.slice(0, half).join('. ')}.`),
    reference('US-SECOND', '', `${elements.slice(half).join('. ')}.`),
    reference('US-OTHER', '', sets[0]!.abstract),
  ];

  it('splits the claim into its preamble and limitations with stable ids', () => {
    expect(claim!.elements.length).toBeGreaterThanOrEqual(4);
    expect(claim!.elements[0]).toEqual({ id: '1.1', text: 'A liquid ejecting apparatus comprising' });
  });

  it('finds each element in the reference that holds it, with the claim it is in as location', () => {
    const chart = chartReference([claim!], refs[0]!);
    expect(chart.map((c) => c.elementId)).toEqual(claim!.elements.map((e) => e.id));
    expect(chart.every((c) => c.score >= 0.9)).toBe(true);
    // A later claim repeating the limitation word for word may quote it more tightly than claim 1.
    expect(chart.every((c) => /^claim \d+$/.test(c.location ?? ''))).toBe(true);
  });

  it('proposes the full reference for anticipation and the two halves as a combination, not the unrelated one', () => {
    const result = invalidityCandidates([claim!], refs.map((r) => ({ number: r.publicationNumber, chart: chartReference([claim!], r) })));
    expect(result.anticipation).toEqual(['US-FULL']);
    expect(result.obviousness.map((pair) => [...pair].sort())).toEqual([['US-FIRST', 'US-SECOND']]);
    expect(result.references.at(-1)?.number).toBe('US-OTHER');
  });
});
