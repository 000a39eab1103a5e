import { readIdsCsv } from './read-csv';

const summary = (csv: string) => readIdsCsv(csv).map((r) => [r.section, r.citeNo, r.number, r.nplText]);
const MONTEMONT = 'MONTEMONT, G. et al., "Experimental Comparison of Discrete and CMOS Charge Sensitive Preamplifiers", IEEE Transactions on Nuclear Science, vol. 50, 2002';
const q = (s: string) => `"${s.replace(/"/g, '""')}"`;

describe('literature rows of a CSV IDS', () => {
  it('keeps literature under any of the headers docketing exports give it', () => {
    for (const header of ['Non-Patent Literature', 'NPL Citation', 'Citation', 'Reference', 'Other Documents', 'Bibliographic Citation']) {
      expect(summary(`Cite No,Document Number,Publication Date,${header}\n1,US 4313443 A,1982,\n2,,,${q(MONTEMONT)}\n`)).toEqual([
        [null, '1', 'US 4313443 A', null],
        ['npl', '2', null, MONTEMONT],
      ]);
    }
  });

  it('keeps literature written in the name column or a column it does not know, and a typed row wherever its text is', () => {
    expect(summary(`Cite No,Type,Document Number,Date,Name\n1,US,US 4313443 A,1982,Frosch\n2,,,,${q(MONTEMONT)}\n`)[1]).toEqual(['npl', '2', null, MONTEMONT]);
    expect(summary(`Cite No,Document Number,Date,Notes\n2,,,${q(MONTEMONT)}\n`)).toEqual([['npl', '2', null, MONTEMONT]]);
    expect(summary(`Cite No,Type,Document Number,Name\n2,Non-Patent Literature,${q(MONTEMONT)},\n`)).toEqual([['npl', '2', null, MONTEMONT]]);
  });

  it('reads a patent number from a citation column, and leaves a patent row without its number a patent', () => {
    expect(summary('Cite No,Reference,Date\n1,EP 1 070 479 A2,2001-01\n')).toEqual([[null, '1', 'EP 1 070 479 A2', null]]);
    expect(readIdsCsv('Cite No,Document Number,Date,Name\n5,,2011-09-22,Robert Bosch GmbH\n')).toEqual([expect.objectContaining({ section: null, number: null, name: 'Robert Bosch GmbH' })]);
  });
});
