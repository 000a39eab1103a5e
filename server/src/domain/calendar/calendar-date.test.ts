import { addDays, addMonths, addYears, dateOf, dayOfWeek, parseIsoDate } from './calendar-date';

describe('calendar dates', () => {
  it('keeps the day of month, falling back to the month end', () => {
    expect(addMonths('2020-08-31', 6)).toBe('2021-02-28');
    expect(addMonths('2023-08-31', 6)).toBe('2024-02-29');
    expect(addMonths('2021-01-31', 3)).toBe('2021-04-30');
    expect(addMonths('2021-03-15', -6)).toBe('2020-09-15');
  });

  it('puts the anniversary of 29 February on 28 February in common years', () => {
    expect(addYears('2000-02-29', 20)).toBe('2020-02-29');
    expect(addYears('2000-02-29', 17)).toBe('2017-02-28');
  });

  it('adds days across a leap day and reads the weekday in UTC', () => {
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(dayOfWeek('2026-11-26')).toBe(4);
    expect(dateOf(new Date('2026-11-26T23:59:59-05:00'))).toBe('2026-11-27');
  });

  it('accepts only real calendar days and names the field otherwise', () => {
    expect(parseIsoDate('2020-02-29', 'grantDate')).toBe('2020-02-29');
    expect(() => parseIsoDate('2021-02-29', 'grantDate')).toThrow('grantDate: must be a calendar date as YYYY-MM-DD.');
    expect(() => parseIsoDate('2021-13-01', 'filingDate')).toThrow(/^filingDate:/);
    expect(() => parseIsoDate('1 March 2021', 'filingDate')).toThrow(/^filingDate:/);
    expect(() => parseIsoDate(undefined, 'filingDate')).toThrow(/^filingDate:/);
  });
});
