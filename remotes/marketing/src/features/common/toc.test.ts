import { activeSectionId, buildToc, flattenToc, slugify } from './toc';

describe('slugify', () => {
  it('makes lower-case, dash-separated anchors', () => {
    expect(slugify('Fees & payment (USD)')).toBe('fees-payment-usd');
    expect(slugify('  AI output is not legal advice ')).toBe('ai-output-is-not-legal-advice');
    expect(slugify('Données personnelles')).toBe('donnees-personnelles');
    expect(slugify('§ — ?')).toBe('');
  });
});

describe('buildToc', () => {
  it('numbers sections and subsections and makes ids from titles', () => {
    const toc = buildToc([{ title: 'Accounts', children: [{ title: 'Seats' }, { title: 'Admins' }] }, { title: 'Fees' }]);
    expect(toc.map((e) => [e.id, e.number, e.level])).toEqual([
      ['accounts', '1', 2],
      ['fees', '2', 2],
    ]);
    expect(toc[0]?.children.map((e) => [e.id, e.number, e.level])).toEqual([
      ['seats', '1.1', 3],
      ['admins', '1.2', 3],
    ]);
  });

  it('keeps ids unique on the page', () => {
    const toc = flattenToc(buildToc([{ title: 'Overview', children: [{ title: 'Overview' }] }, { title: 'Overview' }]));
    expect(toc.map((e) => e.id)).toEqual(['overview', 'overview-2', 'overview-3']);
  });

  it('never hands out a fixed id to another section', () => {
    const toc = buildToc([{ title: 'Fees' }, { title: 'Payment terms', id: 'fees' }]);
    expect(toc.map((e) => e.id)).toEqual(['fees-2', 'fees']);
  });

  it('falls back to a numbered id when a title has no letters', () => {
    expect(buildToc([{ title: 'Intro' }, { title: '§§' }])[1]?.id).toBe('section-2');
  });
});

describe('activeSectionId', () => {
  const ids = ['a', 'b', 'c'];
  it('is the first section before any heading reached the top', () => {
    expect(activeSectionId(ids, [300, 900, 1500], 96)).toBe('a');
  });
  it('is the last heading scrolled past the offset', () => {
    expect(activeSectionId(ids, [-800, 40, 700], 96)).toBe('b');
    expect(activeSectionId(ids, [-1600, -900, 96], 96)).toBe('c');
  });
  it('is null without sections', () => {
    expect(activeSectionId([], [], 96)).toBeNull();
  });
});
