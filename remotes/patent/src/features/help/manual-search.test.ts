import { MANUAL } from './manual';
import { filterManual, highlightParts } from './manual-search';

describe('manual search', () => {
  it('keeps everything for an empty query', () => {
    expect(filterManual(MANUAL, '   ')).toHaveLength(MANUAL.length);
  });

  it('keeps only the entries holding every word, in any case', () => {
    const found = filterManual(MANUAL, 'ANTECEDENT claim');
    expect(found.map((s) => s.id)).toEqual(['findings']);
    expect(found[0]?.entries.map((e) => e.term)).toEqual(['Antecedent basis']);
  });

  it('finds the API reference and nothing for nonsense', () => {
    expect(filterManual(MANUAL, '/api/docs').map((s) => s.id)).toEqual(['api']);
    expect(filterManual(MANUAL, 'zzqx')).toEqual([]);
  });

  it('takes its figures from the product’s limits', () => {
    const formats = MANUAL.find((s) => s.id === 'formats');
    expect(formats?.entries.find((e) => e.term === 'Limits')?.text).toContain('50 MB and 1,000 pages');
  });

  it('cuts text into highlighted parts, regex characters included', () => {
    expect(highlightParts('The Abstract exceeds 150 words', 'abstract 150')).toEqual([
      { text: 'The ', match: false },
      { text: 'Abstract', match: true },
      { text: ' exceeds ', match: false },
      { text: '150', match: true },
      { text: ' words', match: false },
    ]);
    expect(highlightParts('see /api/docs (v1)', '(v1)')).toEqual([
      { text: 'see /api/docs ', match: false },
      { text: '(v1)', match: true },
    ]);
  });
});
