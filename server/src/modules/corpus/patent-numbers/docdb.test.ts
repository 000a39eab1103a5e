import { citedDocdb } from './cited-number';
import { parsePublicationNumber, withUsSerialDigits } from './docdb';
import { checkPublicationNumber } from './number-rules';

/**
 * Spellings as citations, forms and data sources write them. Where a spelling is quoted from
 * ../shared/data the source is named: US08926509 (its us-references-cited), v4-5-B1 and test.xml (the
 * go-uspto grants), OPS (the EPO OPS biblio fixtures), Lens (displayKey of the Lens COVID records).
 * [written, country column (null when none), DOCDB]
 */
const SPELLINGS: readonly (readonly [string, string | null, string])[] = [
  // US
  ['US12299796B2', null, 'US12299796B2'],
  ['US 12,299,796 B2', null, 'US12299796B2'],
  ['US-12299796-B2', null, 'US12299796B2'],
  ['US05123456', null, 'US5123456'],
  ['USD0812345S1', null, 'USD812345S1'],
  ['US-5,124,128-A', 'US', 'US5124128A'], // US08926509, as an SB/08 writes it
  ['2005/0101841 A9', 'US', 'US20050101841A9'], // US08926509
  ['RE38,123 E', 'US', 'USRE38123E'],
  ['US-A-5 123 456', null, 'US5123456A'], // EPO search-report style
  ['US 9266844 B2', null, 'US9266844B2'], // Lens
  ['US 2016/0082074 A1', null, 'US20160082074A1'], // Lens
  // DE
  ['DE 10 2010 012 345 A1', null, 'DE102010012345A1'],
  ['10 2010 012 345', 'DE', 'DE102010012345'],
  ['DE102010012345A1', null, 'DE102010012345A1'],
  ['DE 35 46 191 A1', null, 'DE3546191A1'], // OPS (DE3546191 A1, Netzsch)
  ['DE3546191', null, 'DE3546191'], // OPS doc-number
  ['DE 198 40 645 A1', null, 'DE19840645A1'],
  ['DE 20 2012 001 234 U1', null, 'DE202012001234U1'],
  ['DE 11 2010 001 234 T5', null, 'DE112010001234T5'],
  ['DE 693 12 345 T2', null, 'DE69312345T2'],
  ['DE-OS 2 345 678', null, 'DE2345678A1'],
  ['DE-A-35 46 191', null, 'DE3546191'],
  // JP
  ['JP 2008-148514 A', null, 'JP2008148514A'],
  ['JP2008148514A', null, 'JP2008148514A'],
  ['特開2008-148514', null, 'JP2008148514A'],
  ['2007-186048', 'JP', 'JP2007186048'], // v4-5-B1
  ['JP 2006055530 A', null, 'JP2006055530A'], // US08926509
  ['JP-A-2006-055530', null, 'JP2006055530A'],
  ['JP H10-123456 A', null, 'JPH10123456A'],
  ['JPH10-123456', null, 'JPH10123456'],
  ['JP Hei 10-123456 A', null, 'JPH10123456A'],
  ['特開平10-123456号公報', null, 'JPH10123456A'],
  ['JP 10-123456 A', null, 'JPH10123456A'],
  ['JP H8-12345 A', null, 'JPH0812345A'],
  ['JP S60-12345 A', null, 'JPS6012345A'],
  ['実開昭60-12345', null, 'JPS6012345U'],
  ['JP 6412131 B2', null, 'JP6412131B2'], // Lens
  ['JP 2017524339 A', null, 'JP2017524339A'], // Lens
  ['ＪＰ２００８－１４８５１４Ａ', null, 'JP2008148514A'], // full-width, as Japanese word processors write it
  // EP
  ['EP 1 234 567 A1', null, 'EP1234567A1'],
  ['EP 0 680 812 A1', null, 'EP0680812A1'], // OPS
  ['EP680812', null, 'EP0680812'],
  ['EP-A-0 680 812', null, 'EP0680812'],
  ['1070479', 'EP', 'EP1070479'], // US08926509
  ['EP 2961768 A4', null, 'EP2961768A4'], // Lens
  // WO
  ['WO 2010/123456 A1', null, 'WO2010123456A1'],
  ['WO2009/157308', null, 'WO2009157308'], // v4-5-B1
  ['WO 89/02682', 'WO', 'WO1989002682'], // US08926509
  ['WO 02/064032 A2', null, 'WO2002064032A2'], // US08926509
  ['WO 02/64032 A3', null, 'WO2002064032A3'], // US08926509
  ['WO-0123241 A2', null, 'WO2001023241A2'], // test.xml
  ['WO 2015/057966 A2', null, 'WO2015057966A2'], // Lens
  // CN
  ['CN 103724406 A', null, 'CN103724406A'], // Lens
  ['CN110543639B', null, 'CN110543639B'],
  ['CN 1 234 567 A', null, 'CN1234567A'],
  ['CN 201234567 U', null, 'CN201234567U'],
  // KR
  ['KR 10-2004-0032451', null, 'KR20040032451'], // US08926509
  ['10 2005-0116274', 'KR', 'KR20050116274'], // US08926509
  ['KR 1020050116274 A', null, 'KR20050116274A'],
  ['KR 101828794 B1', null, 'KR101828794B1'], // Lens
  ['KR 10-1828794 B1', null, 'KR101828794B1'],
  ['KR 20160145813 A', null, 'KR20160145813A'], // Lens
  ['KR 20-2010-0012345 U', null, 'KR20100012345U'],
  // GB
  ['GB 2 420 628 A', null, 'GB2420628A'],
  ['2420628', 'GB', 'GB2420628'], // US08926509
  ['GB-A-2 420 628', null, 'GB2420628A'],
  ['GB 201806460 D0', null, 'GB201806460D0'], // Lens
  // FR
  ['FR 3 057 773 A1', null, 'FR3057773A1'], // Lens
  ['FR 2.912.345 A1', null, 'FR2912345A1'],
  ['FR3057773A1', null, 'FR3057773A1'],
  // Others read the plain way
  ['TW-I755778-B', null, 'TWI755778B'],
  ['AU 2017/269336 A1', null, 'AU2017269336A1'], // Lens
  ['NL9400663 A', null, 'NL9400663A'], // OPS
];

describe('DOCDB numbers from real-world spellings', () => {
  it('covers at least 40 spellings across the major offices', () => {
    expect(SPELLINGS.length).toBeGreaterThanOrEqual(40);
    const offices = new Set(SPELLINGS.map(([, , docdb]) => docdb.slice(0, 2)));
    for (const office of ['US', 'DE', 'JP', 'EP', 'WO', 'CN', 'KR', 'GB', 'FR']) expect(offices).toContain(office);
  });

  it.each(SPELLINGS)('%s (country %s) is %s, a valid number of its office', (written, country, docdb) => {
    const parsed = citedDocdb(country, written, null);
    expect(parsed?.publicationNumber).toBe(docdb);
    expect(checkPublicationNumber(parsed!)).toMatchObject({ ok: true });
  });

  it('takes the kind from its own column when the number has none', () => {
    expect(citedDocdb('DE', '10 2010 012 345', 'A1')?.publicationNumber).toBe('DE102010012345A1');
    expect(citedDocdb('JP', 'H10-123456', 'a')?.publicationNumber).toBe('JPH10123456A');
    expect(citedDocdb('KR', '10-2004-0032451', 'A')?.publicationNumber).toBe('KR20040032451A');
  });

  it('splits the parts apart', () => {
    expect(parsePublicationNumber('JP H10-123456 A')).toEqual({ country: 'JP', number: 'H10123456', kind: 'A', publicationNumber: 'JPH10123456A' });
    expect(parsePublicationNumber('US 2019/0123456 A1')).toEqual({ country: 'US', number: '20190123456', kind: 'A1', publicationNumber: 'US20190123456A1' });
  });

  it('writes a corpus source\'s six-digit US publication serial with seven digits, and nothing else', () => {
    const spelled = (raw: string) => withUsSerialDigits(parsePublicationNumber(raw)!).publicationNumber;
    expect(spelled('US-2024013462-A1')).toBe('US20240013462A1'); // Google Patents export
    expect(spelled('US2006142694A1')).toBe('US20060142694A1'); // EPO OPS
    expect(spelled('US20060142694A1')).toBe('US20060142694A1');
    expect(spelled('US12230040B2')).toBe('US12230040B2');
    expect(spelled('CN2024013462A')).toBe('CN2024013462A');
  });

  it('takes a default country for bare numbers', () => {
    expect(parsePublicationNumber('5,123,456', 'us')?.publicationNumber).toBe('US5123456');
  });

  it('refuses what is not a publication number', () => {
    expect(parsePublicationNumber('Smith et al., Nature 2019')).toBeNull();
    expect(parsePublicationNumber('')).toBeNull();
    expect(parsePublicationNumber('特願2008-123456')).toBeNull();
    expect(parsePublicationNumber('Robert Bosch GmbH', 'DE')).toBeNull();
  });
});
