import { join } from 'node:path';
import { REPO_ROOT } from '../../../platform/config/config';
import { readRecords } from '../demo-corpus/read-records';
import type { CorpusRecord } from '../record';
import { dayOfNumber, usPublicationDate, usSeriesNumber, withPublicationDateFromNumber, type IssueDay } from './us-publication-dates';

const days: IssueDay[] = [
  ['2021-08-03', 11_080_000, 11_080_900],
  ['2021-08-10', 11_087_000, 11_088_000],
  ['2021-08-31', 11_106_000, 11_107_000],
];

describe('US publication dates from numbers', () => {
  it('dates a number between two numbers of one day to that day', () => {
    expect(dayOfNumber(days, 11_080_336)).toBe('2021-08-03');
    expect(dayOfNumber(days, 11_080_000)).toBe('2021-08-03');
    expect(dayOfNumber(days, 11_088_000)).toBe('2021-08-10');
  });

  it('takes the later of two publication days a week apart, and nothing across a longer gap or outside the table', () => {
    expect(dayOfNumber(days, 11_086_000)).toBe('2021-08-10');
    expect(dayOfNumber(days, 11_100_000)).toBeNull();
    expect(dayOfNumber(days, 11_000_000)).toBeNull();
    expect(dayOfNumber(days, 11_200_000)).toBeNull();
  });

  it('reads grants and pre-grant publications as one series each', () => {
    expect(usSeriesNumber('8782182')).toEqual({ series: 'grants', n: 8_782_182 });
    expect(usSeriesNumber('20090132347')).toEqual({ series: 'publications', n: 20_090_132_347 });
    expect(usSeriesNumber('RE39011')).toBeNull();
    expect(usPublicationDate('11080336', { grants: days, publications: [] })).toBe('2021-08-03');
  });

  it('fills only a missing date of a US record', () => {
    const record = { country: 'US', number: '11080336', publicationDate: null } as CorpusRecord;
    const table = { grants: days, publications: [] };
    expect(withPublicationDateFromNumber(record, table).publicationDate).toBe('2021-08-03');
    expect(withPublicationDateFromNumber({ ...record, publicationDate: '2021-08-04' }, table).publicationDate).toBe('2021-08-04');
    expect(withPublicationDateFromNumber({ ...record, country: 'EP' }, table).publicationDate).toBeNull();
  });

  it('dates every dated grant of the random 2005–2018 sample to the day its source gives', async () => {
    const dated = (await readRecords(join(REPO_ROOT, '..', 'shared', 'data'), 'uspto-random-10000-cpc')).filter((r) => r.publicationDate);
    expect(dated.length).toBeGreaterThan(9000);
    const off = dated.filter((r) => {
      const date = usPublicationDate(r.number);
      return date !== null && date !== r.publicationDate;
    });
    expect(off).toEqual([]);
    expect(usPublicationDate('11080336')).toBe('2021-08-03');
  });
});
