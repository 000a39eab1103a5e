import { parseCitationDate, sb08Date } from './citation-date';
import { parseNpl } from './npl';

describe('non-patent literature citations', () => {
  it('reads a search-report style citation from Lens (authors, quoted title, journal, date, DOI)', () => {
    const npl = parseNpl(
      'JAVIER CARBAJO-LOZOYA ET AL: "Human coronavirus NL63 replication is cyclophilin A-dependent and inhibited by non-immunosuppressive cyclosporine A-derivatives including Alisporivir", VIRUS RESEARCH, vol. 184, 22 February 2014 (2014-02-22), pages 44 - 53, XP055206009, ISSN: 0168-1702, DOI: 10.1016/j.virusres.2014.02.010',
    );
    expect(npl).toMatchObject({
      authors: ['JAVIER CARBAJO-LOZOYA'],
      title: 'Human coronavirus NL63 replication is cyclophilin A-dependent and inhibited by non-immunosuppressive cyclosporine A-derivatives including Alisporivir',
      source: 'VIRUS RESEARCH',
      date: '2014-02-22',
      doi: '10.1016/j.virusres.2014.02.010',
    });
  });

  it('reads Chinese journal brackets and 等 (et al.)', () => {
    const npl = parseNpl('WANG N.等: "Structure of MERS-CoV spike receptor-binding domain complexed with human receptor DPP4", 《CELL RESEARCH》, no. 23, 9 July 2013 (2013-07-09), pages 986 - 993');
    expect(npl).toMatchObject({ authors: ['WANG N'], title: 'Structure of MERS-CoV spike receptor-binding domain complexed with human receptor DPP4', source: 'CELL RESEARCH', date: '2013-07-09', doi: null });
  });

  it('reads a reference-list style citation from grant XML (curly quotes, month and year)', () => {
    const npl = parseNpl(
      'Montemont, G. et al in “Experimental Comparison of Discrete and CMOS Charge Sensitive Preamplifiers for CZT Radiation Detectors”, IEEE Transactions on Nuclear Science, vol. 50, No. 4, 2002, p. 936-941.',
    );
    expect(npl).toMatchObject({ authors: ['Montemont, G.'], source: 'IEEE Transactions on Nuclear Science', date: '2002' });
    expect(npl.title).toBe('Experimental Comparison of Discrete and CMOS Charge Sensitive Preamplifiers for CZT Radiation Detectors');
    const berrou = parseNpl('Berrou, et al. Near Shannon limit error-correcting coding and decoding: Turbo-codes. 1. IEEE Int. Conf. Commun., vol. 2, Geneva, Switzerland, May 1993, p. 1064-1070.');
    expect(berrou.date).toBe('1993-05');
    expect(berrou.title).toMatch(/^Near Shannon limit error-correcting coding/);
  });

  it('strips the punctuation closing a DOI and the "et al." of authors, and finds the first quoted title', () => {
    expect(parseNpl('Doe J; Roe K et. al, "A sensor", NATURE, 2001, doi:10.1000/XYZ123.);')).toMatchObject({ authors: ['Doe J', 'Roe K'], title: 'A sensor', doi: '10.1000/XYZ123' });
    expect(parseNpl('SMITH and JONES: «ab» then “A longer title”, J. Sens., 2004').title).toBe('A longer title');
  });

  it('reads hostile text (long runs of what the old patterns backtracked over) to a result', () => {
    const runs = `${';'.repeat(50_000)}x ${' '.repeat(50_000)}y ${'“'.repeat(50_000)}`;
    const npl = parseNpl(runs);
    expect(npl.text).toBe(runs);
    expect(npl.title).not.toBeNull();
    expect(parseNpl(`${'10.1000/abc'}${'.'.repeat(50_000)}x`).doi).toBe(`10.1000/abc${'.'.repeat(50_000)}x`);
  });
});

describe('citation dates', () => {
  it.each([
    ['19820200', '1982-02'],
    ['20060317', '2006-03-17'],
    ['10-17-2006', '2006-10-17'],
    ['02-1982', '1982-02'],
    ['2006-10-17', '2006-10-17'],
    ['30 June 2006', '2006-06-30'],
    ['May 1993', '1993-05'],
    ['1993', '1993'],
  ])('%s → %s', (raw, iso) => expect(parseCitationDate(raw)?.iso).toBe(iso));

  it('refuses impossible dates', () => {
    expect(parseCitationDate('2006-02-30')).toBeNull();
    expect(parseCitationDate('13-01-2006')).toBeNull();
    expect(parseCitationDate('soon')).toBeNull();
  });

  it('writes SB/08 dates MM-DD-YYYY, keeping partial precision', () => {
    expect(sb08Date('2006-10-17')).toBe('10-17-2006');
    expect(sb08Date('1982-02')).toBe('02-1982');
  });
});
