import type { PatentHit } from '@iprism/shared/contracts';
import { buildQueries } from './build-queries';
import { buildClaimChart, referenceRelevance } from './claim-chart';
import { mergeReferences } from './merge-references';

const claim = { number: 1, text: '1. A vehicle comprising: a radar sensor measuring a distance to a leading vehicle; and a controller adjusting a throttle to keep a gap.' };
const close = {
  publicationNumber: 'US1A',
  title: 'Adaptive cruise control',
  abstract: 'A radar sensor measures the distance to a leading vehicle. A controller adjusts the throttle to keep a safe gap.',
  claims: '',
  description: '',
};
const far = { publicationNumber: 'US2A', title: 'Bicycle bell', abstract: 'A bell mounted on a handlebar rings when struck.', claims: '', description: '' };

const hit = (n: string): PatentHit => ({ publicationNumber: n, country: 'US', number: n, kind: 'A', title: n, snippet: '', score: 1, publicationDate: null, filingDate: null, priorityDate: null, cpc: [] });

describe('claim chart', () => {
  it('charts each element against each reference with the best passage', () => {
    const chart = buildClaimChart(claim, [close, far]);
    expect(chart.references).toEqual(['US1A', 'US2A']);
    expect(chart.elements.map((e) => e.text)).toEqual(['A vehicle comprising', 'a radar sensor measuring a distance to a leading vehicle', 'a controller adjusting a throttle to keep a gap']);
    const radar = chart.elements[1]!.matches;
    expect(radar[0]).toMatchObject({ publicationNumber: 'US1A', field: 'abstract' });
    expect(radar[0]!.score).toBeGreaterThan(0.7);
    expect(radar[1]!.score).toBeLessThan(0.3);
  });

  it('relevance separates a reference that discloses the claim from one that does not', () => {
    expect(referenceRelevance([claim], close)).toBeGreaterThan(0.6);
    expect(referenceRelevance([claim], far)).toBeLessThan(0.3);
  });
});

describe('prior-art queries and merging', () => {
  it('queries each independent claim and the abstract', () => {
    const report = {
      claims: [
        { number: 1, text: '1. A widget.', independent: true },
        { number: 2, text: '2. The widget of claim 1.', independent: false },
        { number: 3, text: '3. A method.', independent: true },
      ],
      sections: [{ name: 'abstract', text: 'A widget and a method.' }],
    } as never;
    expect(buildQueries(report)).toEqual([
      { source: 1, text: 'A widget.' },
      { source: 3, text: 'A method.' },
      { source: 0, text: 'A widget and a method.' },
    ]);
  });

  it('raises documents that several queries find and records which found them', () => {
    const merged = mergeReferences(
      [
        { source: 1, hits: [hit('A'), hit('B')] },
        { source: 0, hits: [hit('C'), hit('B')] },
      ],
      2,
    );
    expect(merged.map((m) => m.hit.publicationNumber)).toEqual(['B', 'A']);
    expect(merged[0]!.foundBy).toEqual([0, 1]);
  });
});
