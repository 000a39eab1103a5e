import { lastDays } from './day-series';

describe('lastDays', () => {
  it('lists the UTC days ending today, oldest first, across a month end', () => {
    expect(lastDays(new Date('2026-03-02T23:30:00Z'), 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });
});
