import { lastCompletedPeriod } from './digest-period';

const at = (iso: string) => new Date(iso);

describe('lastCompletedPeriod', () => {
  it('is yesterday (UTC) for a daily digest, at any hour of today', () => {
    for (const now of ['2026-11-27T00:00:00Z', '2026-11-27T13:45:00Z', '2026-11-27T23:59:59Z']) {
      expect(lastCompletedPeriod('daily', at(now))).toEqual({ key: '2026-11-26', start: at('2026-11-26T00:00:00Z'), end: at('2026-11-27T00:00:00Z') });
    }
  });

  it('crosses a year and a leap day', () => {
    expect(lastCompletedPeriod('daily', at('2027-01-01T05:00:00Z')).key).toBe('2026-12-31');
    expect(lastCompletedPeriod('daily', at('2028-03-01T05:00:00Z')).key).toBe('2028-02-29');
  });

  it('is the last Monday-to-Sunday week for a weekly digest', () => {
    // 2026-11-27 is a Friday: the last whole week ran from Monday 16 to Sunday 22 November (ISO week 47).
    expect(lastCompletedPeriod('weekly', at('2026-11-27T10:00:00Z'))).toEqual({ key: '2026-W47', start: at('2026-11-16T00:00:00Z'), end: at('2026-11-23T00:00:00Z') });
    // On a Monday the week that just ended is reported; on the Sunday before, the one before it.
    expect(lastCompletedPeriod('weekly', at('2026-11-23T00:00:00Z')).key).toBe('2026-W47');
    expect(lastCompletedPeriod('weekly', at('2026-11-22T23:59:59Z')).key).toBe('2026-W46');
  });

  it('names a week by the year of its Thursday', () => {
    // Monday 2024-12-30 to Sunday 2025-01-05 is ISO week 1 of 2025; Monday 2021-01-04 starts 2021-W01 after 2020-W53.
    expect(lastCompletedPeriod('weekly', at('2025-01-06T08:00:00Z')).key).toBe('2025-W01');
    expect(lastCompletedPeriod('weekly', at('2021-01-04T08:00:00Z')).key).toBe('2020-W53');
    expect(lastCompletedPeriod('weekly', at('2021-01-11T08:00:00Z')).key).toBe('2021-W01');
  });
});
