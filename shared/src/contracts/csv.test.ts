import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes separators, quotes and line breaks, and leaves plain cells alone', () => {
    expect(toCsv([['a', 'b,c', 'say "x"', 'two\nlines', 3, null]])).toBe('a,"b,c","say ""x""","two\nlines",3,\r\n');
  });

  it('defuses spreadsheet formulas', () => {
    expect(toCsv([['=HYPERLINK("x")', '-1', '@SUM']])).toBe(`"'=HYPERLINK(""x"")",'-1,'@SUM\r\n`);
    expect(toCsv([[-1]])).toBe('-1\r\n');
  });
});
