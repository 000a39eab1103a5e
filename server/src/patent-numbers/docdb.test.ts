import { parsePublicationNumber } from './docdb';

describe('parsePublicationNumber', () => {
  it.each([
    ['US12299796B2', 'US', '12299796', 'B2'],
    ['US 12,299,796 B2', 'US', '12299796', 'B2'],
    ['US-12299796-B2', 'US', '12299796', 'B2'],
    ['US 2019/0123456 A1', 'US', '20190123456', 'A1'],
    ['US05123456', 'US', '5123456', ''],
    ['USD0812345S1', 'US', 'D812345', 'S1'],
    ['EP 1 234 567 A1', 'EP', '1234567', 'A1'],
    ['CN110543639B', 'CN', '110543639', 'B'],
    ['WO2020/123456A1', 'WO', '2020123456', 'A1'],
    ['TW-I755778-B', 'TW', 'I755778', 'B'],
  ])('%s', (raw, country, number, kind) => {
    expect(parsePublicationNumber(raw)).toEqual({ country, number, kind, publicationNumber: country + number + kind });
  });

  it('takes a default country for bare numbers', () => {
    expect(parsePublicationNumber('5,123,456', 'us')?.publicationNumber).toBe('US5123456');
  });

  it('refuses what is not a publication number', () => {
    expect(parsePublicationNumber('Smith et al., Nature 2019')).toBeNull();
    expect(parsePublicationNumber('')).toBeNull();
  });
});
