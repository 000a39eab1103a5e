import { boundDate, cpcBreakdownLevel, landscapeTsQuery } from './landscape-query';

describe('landscape query', () => {
  it('requires every word and phrase', () => {
    expect(landscapeTsQuery('solar "roof tile"')).toBe(`('roof' <-> 'tile') & 'solar'`);
    expect(landscapeTsQuery('the of')).toBeNull();
  });

  it('reads years and dates as bounds', () => {
    expect(boundDate(2015, 'from')).toBe('2015-01-01');
    expect(boundDate('2016', 'to')).toBe('2016-12-31');
    expect(boundDate('2016-03-04', 'to')).toBe('2016-03-04');
  });

  it('breaks down by main group once a subclass is chosen', () => {
    expect(cpcBreakdownLevel({})).toBe('subclass');
    expect(cpcBreakdownLevel({ cpc: 'H02' })).toBe('subclass');
    expect(cpcBreakdownLevel({ cpc: 'H02S' })).toBe('group');
  });
});
