import { businessDayNotice, closedReason, federalHolidays, nextBusinessDay } from './federal-holidays';

describe('federalHolidays (5 U.S.C. 6103)', () => {
  it('lists 2021 with the observed days, including next year\'s New Year on 31 December', () => {
    expect(federalHolidays(2021)).toEqual([
      { date: '2021-01-01', name: "New Year's Day" },
      { date: '2021-01-18', name: 'Birthday of Martin Luther King, Jr.' },
      { date: '2021-01-20', name: 'Inauguration Day' },
      { date: '2021-02-15', name: "Washington's Birthday" },
      { date: '2021-05-31', name: 'Memorial Day' },
      { date: '2021-06-18', name: 'Juneteenth National Independence Day' },
      { date: '2021-07-05', name: 'Independence Day' },
      { date: '2021-09-06', name: 'Labor Day' },
      { date: '2021-10-11', name: 'Columbus Day' },
      { date: '2021-11-11', name: 'Veterans Day' },
      { date: '2021-11-25', name: 'Thanksgiving Day' },
      { date: '2021-12-24', name: 'Christmas Day' },
      { date: '2021-12-31', name: "New Year's Day" },
    ]);
  });

  it('leaves out New Year\'s Day observed in the previous year, and Juneteenth before 2021', () => {
    const names = federalHolidays(2022).map((h) => h.date);
    expect(names).not.toContain('2022-01-01');
    expect(federalHolidays(2020).some((h) => h.name.startsWith('Juneteenth'))).toBe(false);
    expect(federalHolidays(1985).some((h) => h.name.includes('King'))).toBe(false);
  });

  it('moves Inauguration Day off a Sunday only', () => {
    expect(federalHolidays(2013).filter((h) => h.name === 'Inauguration Day')).toEqual([{ date: '2013-01-21', name: 'Inauguration Day' }]);
    expect(federalHolidays(2024).some((h) => h.name === 'Inauguration Day')).toBe(false);
    expect(closedReason('2017-01-20')).toBe('Inauguration Day');
  });

  it('puts Memorial Day on the last Monday and Thanksgiving on the fourth Thursday', () => {
    const of = (year: number, name: string) => federalHolidays(year).find((h) => h.name === name)?.date;
    expect(of(2026, 'Memorial Day')).toBe('2026-05-25');
    expect(of(2021, 'Memorial Day')).toBe('2021-05-31');
    expect(of(2026, 'Thanksgiving Day')).toBe('2026-11-26');
    expect(of(2026, 'Independence Day')).toBe('2026-07-03');
  });
});

describe('nextBusinessDay and the notice', () => {
  it('skips weekends and holidays', () => {
    expect(nextBusinessDay('2023-07-05')).toBe('2023-07-05');
    expect(nextBusinessDay('2023-07-01')).toBe('2023-07-03');
    expect(nextBusinessDay('2021-12-24')).toBe('2021-12-27');
    expect(nextBusinessDay('2021-12-31')).toBe('2022-01-03');
    expect(nextBusinessDay('2020-07-04')).toBe('2020-07-06');
  });

  it('tells why a date is closed and when it may be met', () => {
    expect(businessDayNotice('2023-07-05')).toBeNull();
    expect(businessDayNotice('2023-07-01')).toEqual({
      date: '2023-07-01',
      reason: 'Saturday',
      nextBusinessDay: '2023-07-03',
      message: '2023-07-01 falls on a Saturday; it may be met on the next business day, 2023-07-03 (35 U.S.C. 21(b)).',
    });
    expect(businessDayNotice('2026-11-26')?.message).toBe('2026-11-26 falls on a federal holiday (Thanksgiving Day); it may be met on the next business day, 2026-11-27 (35 U.S.C. 21(b)).');
  });
});
