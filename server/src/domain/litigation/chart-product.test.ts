import { patentEvalSets } from '../../modules/analysis/test-data';
import { draftClaimsOf } from '../drafting/claim-set-text';
import { chartedClaims } from './charted-claims';
import { PASSAGES_PER_ELEMENT, chartProduct } from './chart-product';

/** A real independent claim (PatentEval #2, a liquid ejecting apparatus) read against product descriptions written from its limitations. */
describe('chartProduct', () => {
  const [claim] = chartedClaims([draftClaimsOf(patentEvalSets()[2]!.claims)[0]!]);
  const elements = claim!.elements;

  it('maps every element to the product passages that read on it, best first, on the page it stands', () => {
    const pages = [
      'Price list and delivery terms for all regions.',
      `${elements.map((e) => `Our product has ${e.text}.`).join(' ')}`,
    ];
    const chart = chartProduct([claim!], { pages, paginated: true });
    expect(chart.map((c) => c.elementId)).toEqual(elements.map((e) => e.id));
    for (const cell of chart) {
      expect(cell.score).toBeGreaterThan(0.6);
      expect(cell.location).toBe('product description, p. 2');
      expect(cell.passages.length).toBeGreaterThan(0);
      expect(cell.passages.length).toBeLessThanOrEqual(PASSAGES_PER_ELEMENT);
      expect(cell.passages[0]).toEqual({ passage: cell.passage, location: cell.location, score: cell.score });
      const scores = cell.passages.map((p) => p.score);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    }
  });

  it('leaves an element no passage reads on without a passage, and names no page for an unpaginated description', () => {
    const first = elements.slice(0, -1).map((e) => `Our product has ${e.text}.`).join('\n\n');
    const chart = chartProduct([claim!], { pages: [first], paginated: false });
    expect(chart.every((c) => c.location === null || c.location === 'product description')).toBe(true);
    const unrelated = chartProduct([claim!], { pages: ['Zebra quokka marmalade.'], paginated: false });
    expect(unrelated.every((c) => c.passage === null && c.score === 0 && c.passages.length === 0)).toBe(true);
  });
});
