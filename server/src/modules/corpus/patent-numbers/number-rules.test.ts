import { citedDocdb } from './cited-number';
import { parsePublicationNumber } from './docdb';
import { checkPublicationNumber } from './number-rules';

const check = (raw: string) => checkPublicationNumber(parsePublicationNumber(raw)!);

describe('publication number rules per office', () => {
  it.each(['US7123456B2', 'US4313443A', 'US20050101841A9', 'USRE38123E', 'USD512345S', 'USPP12345P2', 'EP1070479A2', 'WO2004002301A3', 'JP2006055530A', 'KR20040032451A', 'GB2420628A', 'CN101234567A', 'DE102005012345A1', 'FR2912345A1', 'US7123456'])(
    'accepts %s',
    (raw) => expect(check(raw).ok).toBe(true),
  );

  it('names the office and the expected shape for a malformed number', () => {
    expect(check('EP12345678A1')).toEqual({ ok: false, problem: 'number-format', message: 'EP 12345678 A1: not a valid EP number (EP publication: 7 digits)' });
    expect(check('US2005010184A1')).toMatchObject({ ok: false, problem: 'number-format' });
  });

  it('refuses kind codes the series does not use', () => {
    expect(check('US20050101841B2')).toEqual({ ok: false, problem: 'kind-code', message: 'US 20050101841 B2: kind code B2 is not used for a U.S. pre-grant publication (expected A1, A2, A9)' });
    expect(check('EP1070479A7')).toMatchObject({ ok: false, problem: 'kind-code' });
    expect(check('WO2004002301B1')).toMatchObject({ ok: false, problem: 'kind-code' });
  });

  it('leaves offices without a rule alone', () => expect(check('AU2003123456A1')).toEqual({ ok: true, series: null }));
});

describe('cited numbers as grant XML and forms write them', () => {
  it.each([
    ['WO', 'WO 89/02682', 'A1', 'WO1989002682A1'],
    ['WO', 'WO 02/64032', 'A3', 'WO2002064032A3'],
    ['WO', 'WO 2004/002301', 'A2', 'WO2004002301A2'],
    ['KR', '10-2004-0032451', null, 'KR20040032451'],
    ['KR', '10 2005-0116274', null, 'KR20050116274'],
    ['KR', '1020050116274', 'A', 'KR20050116274A'],
    ['KR', '101234567', 'B1', 'KR101234567B1'],
    ['US', '2001/0003163', 'A1', 'US20010003163A1'],
    ['US', 'US-5,124,128-A', null, 'US5124128A'],
    ['US', 'RE38,123', 'E', 'USRE38123E'],
    [null, 'EP 1 070 479 A2', null, 'EP1070479A2'],
    ['JP', '2006055530', 'A', 'JP2006055530A'],
  ])('%s %s %s → %s', (country, number, kind, expected) => expect(citedDocdb(country, number, kind)?.publicationNumber).toBe(expected));
});
