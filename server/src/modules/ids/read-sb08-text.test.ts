import { normaliseCitations } from './normalise';
import { buildCitations } from './build-citations';
import { readSb08Header } from './read-sb08-header';
import { readSb08Text } from './read-sb08-text';

const read = (pages: string[]) => readSb08Text(pages).map((r) => [r.section, r.citeNo, r.country, r.number, r.kind, r.date, r.name ?? r.nplText]);
const docdb = (pages: string[]) => normaliseCitations(buildCitations(readSb08Text(pages))).map((c) => c.publicationNumber ?? c.npl?.text);

/** The text pdf.js gives of a filled PTO/SB/08a sheet (the foreign number in one column, Country Code-Number-Kind Code). */
const PTO_SHEET = `PTO/SB/08a (01-10)

Substitute for form 1449/PTO Complete if Known
INFORMATION DISCLOSURE Application Number 16/330,077
STATEMENT BY APPLICANT Filing Date March 5, 2019
(Use as many sheets as necessary) First Named Inventor Jane Q. Doe
Art Unit 2124
Examiner Name Not yet assigned
Attorney Docket Number ABC-123US

U. S. PATENT DOCUMENTS

Examiner Cite Document Number Issue or Name of Patentee or Pages, Columns, Lines, Where
Initials* No.1 Number-Kind Code2 (if known) Publication Date Applicant of Cited Document Relevant Passages or Relevant
MM-DD-YYYY Figures Appear

1 US-4,313,443-A 02-1982 Frosch et al.

2 US 2006/0004303 A1 01-2006 Weidenhaupt et al.

FOREIGN PATENT DOCUMENTS

Examiner Cite Foreign Patent Document Publication Name of Patentee or Pages, Columns, Lines, T6
Initials* No.1 Country Code3-Number4-Kind Code5 Date Applicant of Cited Document Where Relevant Passages
(if known) MM-DD-YYYY Or Relevant Figures Appear

5 DE 10 2010 012 345 A1 09-22-2011 Robert Bosch GmbH

6 DE 35 46 191 A1 07-02-1987 Netzsch Maschinenfabrik

7 JP 2008-148514 A 06-26-2008 Toyota Motor Corp

8 JP H10-123456 A 05-12-1998 Hitachi Ltd

9 EP 0 680 812 A1 11-08-1995 Boer Beheer Nijmegen BV

10 WO 2010/123456 A1 10-28-2010 Siemens AG

12 KR 10-2004-0032451 04-2004 Samsung Electronics

13 GB 2 420 628 A 05-2006 Secr Defence

NON PATENT LITERATURE DOCUMENTS

Examiner Cite Include name of the author (in CAPITAL LETTERS), title of the article (when appropriate), title of the item T2
Initials* No.1 (book, magazine, journal, serial, symposium, catalog, etc.), date, page(s), volume-issue number(s),
publisher, city and/or country where published.

15 MONTEMONT, G. et al., "Experimental Comparison of Discrete and CMOS Charge Sensitive Preamplifiers for CZT Radiation
Detectors", IEEE Transactions on Nuclear Science, vol. 50, No. 4, 2002, p. 936-941.

Examiner Signature Date Considered`;

describe('SB/08 text as forms lay it out', () => {
  it('reads the PTO sheet: digit groups of foreign numbers are one number, never a date or a name', () => {
    expect(read([PTO_SHEET])).toEqual([
      ['us', '1', 'US', 'US-4,313,443-A', null, '02-1982', 'Frosch et al.'],
      ['us', '2', 'US', 'US 2006/0004303 A1', null, '01-2006', 'Weidenhaupt et al.'],
      ['foreign', '5', null, 'DE 10 2010 012 345 A1', null, '09-22-2011', 'Robert Bosch GmbH'],
      ['foreign', '6', null, 'DE 35 46 191 A1', null, '07-02-1987', 'Netzsch Maschinenfabrik'],
      ['foreign', '7', null, 'JP 2008-148514', 'A', '06-26-2008', 'Toyota Motor Corp'],
      ['foreign', '8', null, 'JP H10-123456', 'A', '05-12-1998', 'Hitachi Ltd'],
      ['foreign', '9', null, 'EP 0 680 812 A1', null, '11-08-1995', 'Boer Beheer Nijmegen BV'],
      ['foreign', '10', null, 'WO 2010/123456 A1', null, '10-28-2010', 'Siemens AG'],
      ['foreign', '12', null, 'KR 10-2004-0032451', null, '04-2004', 'Samsung Electronics'],
      ['foreign', '13', null, 'GB 2 420 628', 'A', '05-2006', 'Secr Defence'],
      [
        'npl',
        '15',
        null,
        null,
        null,
        null,
        'MONTEMONT, G. et al., "Experimental Comparison of Discrete and CMOS Charge Sensitive Preamplifiers for CZT Radiation Detectors", IEEE Transactions on Nuclear Science, vol. 50, No. 4, 2002, p. 936-941.',
      ],
    ]);
    expect(docdb([PTO_SHEET]).slice(2, 10)).toEqual(['DE102010012345A1', 'DE3546191A1', 'JP2008148514A', 'JPH10123456A', 'EP0680812A1', 'WO2010123456A1', 'KR20040032451', 'GB2420628A']);
    expect(readSb08Header([PTO_SHEET])).toMatchObject({ applicationNumber: '16/330,077', filingDate: 'March 5, 2019', attorneyDocketNumber: 'ABC-123US' });
  });

  it('skips the identification block a later sheet repeats above its table, instead of adding it to the last row', () => {
    const sheet2 = 'Substitute for form 1449/PTO Complete if Known\nINFORMATION DISCLOSURE Application Number 16/330,077\nSTATEMENT BY APPLICANT Filing Date March 5, 2019\nArt Unit 2124\nFOREIGN PATENT DOCUMENTS (continued)\n14 FR 3 057 773 A1 04-27-2018 Univ Claude Bernard Lyon';
    const rows = read([PTO_SHEET, sheet2]);
    expect(rows.find((r) => r[1] === '13')).toEqual(['foreign', '13', null, 'GB 2 420 628', 'A', '05-2006', 'Secr Defence']);
    expect(rows.at(-1)).toEqual(['foreign', '14', null, 'FR 3 057 773 A1', null, '04-27-2018', 'Univ Claude Bernard Lyon']);
  });

  it("reads the EFS-Web form's tables (U.S.PATENTS, number then country then kind, ISO dates)", () => {
    const efs = [
      'INFORMATION DISCLOSURE STATEMENT BY APPLICANT ( Not for submission under 37 CFR 1.99)',
      'U.S.PATENTS Remove',
      'Cite No Patent Number Kind Code1 Issue Date Name of Patentee or Applicant of cited Document Pages,Columns,Lines where Relevant Passages or Relevant Figures Appear',
      '1 4313443 A 1982-02-01 Frosch et al.',
      'If you wish to add additional U.S. Patent citation information please click the Add button.',
      'U.S.PATENT APPLICATION PUBLICATIONS Remove',
      '1 20050197680 A1 2005-09-08 Delmain et al.',
      'FOREIGN PATENT DOCUMENTS Remove',
      '1 102010012345 DE A1 2011-09-22 Robert Bosch GmbH',
      'NON-PATENT LITERATURE DOCUMENTS Remove',
      '1 BERROU, et al. Near Shannon limit error-correcting coding and decoding: Turbo-codes. IEEE Int. Conf. Commun., May 1993',
    ].join('\n');
    expect(docdb([efs])).toEqual(['US4313443A', 'US20050197680A1', 'DE102010012345A1', 'BERROU, et al. Near Shannon limit error-correcting coding and decoding: Turbo-codes. IEEE Int. Conf. Commun., May 1993']);
  });

  it('reads the PTO-1449 "OTHER DOCUMENTS" table as literature, not as the rest of the last patent', () => {
    const form = 'U.S. PATENT DOCUMENTS\n1 US-4,313,443-A 02-1982 Frosch\nOTHER DOCUMENTS (Including Author, Title, Date, Pertinent Pages, Etc.)\n2 MONTEMONT, G. et al., "Experimental Comparison", IEEE, 2002';
    expect(read([form])).toEqual([
      ['us', '1', 'US', 'US-4,313,443-A', null, '02-1982', 'Frosch'],
      ['npl', '2', null, null, null, null, 'MONTEMONT, G. et al., "Experimental Comparison", IEEE, 2002'],
    ]);
  });

  it('keeps literature whose cite number sits below its first line, alone on a line, or is missing', () => {
    const centred = 'NON PATENT LITERATURE DOCUMENTS\n\nMONTEMONT, G. et al., "Experimental Comparison of Discrete and CMOS\n1\nCharge Sensitive Preamplifiers", IEEE, 2002\n\nBERROU, et al. Near Shannon limit error-correcting\n2 coding and decoding: Turbo-codes. IEEE, May 1993';
    expect(read([centred]).map((r) => [r[1], r[6]])).toEqual([
      ['1', 'MONTEMONT, G. et al., "Experimental Comparison of Discrete and CMOS Charge Sensitive Preamplifiers", IEEE, 2002'],
      ['2', 'BERROU, et al. Near Shannon limit error-correcting coding and decoding: Turbo-codes. IEEE, May 1993'],
    ]);
    const uncited = 'NON PATENT LITERATURE DOCUMENTS\n\nMONTEMONT, G. et al., "Experimental Comparison", IEEE,\n2002\n\nBERROU, et al. Near Shannon limit. IEEE, May 1993';
    expect(read([uncited]).map((r) => [r[1], r[6]])).toEqual([
      [null, 'MONTEMONT, G. et al., "Experimental Comparison", IEEE, 2002'],
      [null, 'BERROU, et al. Near Shannon limit. IEEE, May 1993'],
    ]);
  });

  it('continues a row across lines without taking a wrapped number for a new row', () => {
    const form = 'NON PATENT LITERATURE DOCUMENTS\n3 Berrou, et al. Near Shannon limit, IEEE Int. Conf. Commun., vol.\n2, May 1993, p. 1064-1070.\n4 Vucetic, Turbo Codes, Kluwer, 2000, pages\n250 to 260.';
    expect(read([form]).map((r) => r[6])).toEqual(['Berrou, et al. Near Shannon limit, IEEE Int. Conf. Commun., vol. 2, May 1993, p. 1064-1070.', 'Vucetic, Turbo Codes, Kluwer, 2000, pages 250 to 260.']);
  });

  it('keeps a number no office issues as written, for correction', () => {
    expect(read(['FOREIGN PATENT DOCUMENTS\n3 DE 10 2010 012 34 A1 09-22-2011 Robert Bosch GmbH\n4 DE 10 2010 012 34 2011 Robert Bosch GmbH'])).toEqual([
      ['foreign', '3', null, 'DE 10 2010 012 34 A1', null, '09-22-2011', 'Robert Bosch GmbH'],
      ['foreign', '4', null, 'DE 10 2010 012 34', null, '2011', 'Robert Bosch GmbH'],
    ]);
  });
});
