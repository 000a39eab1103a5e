import { groupScores, mainGroupOf, sectionScores } from './cpc-levels';

describe('CPC section and main-group levels', () => {
  it('names the main group of a symbol', () => {
    expect(mainGroupOf('G06N3/084')).toBe('G06N3/00');
    expect(mainGroupOf('h04l 9/32')).toBe('H04L9/00');
    expect(mainGroupOf('G06N')).toBeNull();
  });

  it('scores a section as the chance that any of its subclasses is right', () => {
    const sections = sectionScores([
      { symbol: 'G06N', score: 0.6 },
      { symbol: 'G06F', score: 0.5 },
      { symbol: 'H04L', score: 0.3 },
    ]);
    expect(sections.map((s) => s.symbol)).toEqual(['G', 'H']);
    expect(sections[0]!.score).toBeCloseTo(1 - 0.4 * 0.5);
    expect(sections[1]!.score).toBeCloseTo(0.3);
  });

  it('shares a subclass score among its main groups by the neighbours’ codes and the matching titles', () => {
    const groups = groupScores(
      [
        { symbol: 'G06N', score: 0.8 },
        { symbol: 'H04L', score: 0.2 },
      ],
      [
        { rank: 0, cpc: ['G06N3/08', 'G06N3/04'] },
        { rank: 1, cpc: ['G06N20/00', 'H04L9/32'] },
      ],
      [{ symbol: 'G06N20/00', rank: 0.5 }],
      5,
    );
    // G06N: G06N3/00 gets 1, G06N20/00 gets 0.25 (shared with H04L9) + 1 (the only title match).
    expect(groups.map((g) => g.symbol)).toEqual(['G06N20/00', 'G06N3/00', 'H04L9/00']);
    expect(groups[0]!.score).toBeCloseTo((0.8 * 1.25) / 2.25);
    expect(groups[1]!.score).toBeCloseTo((0.8 * 1) / 2.25);
    expect(groups[2]!.score).toBeCloseTo(0.2);
  });
});
