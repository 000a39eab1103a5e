import { entryProblems, hoursText, isEditable, isWeekStart, totalMinutes, weekDays, weekStartOf } from './week';

describe('timesheet weeks', () => {
  it('start on Monday', () => {
    expect(weekStartOf('2026-11-26')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf(new Date('2026-11-30T23:30:00Z'))).toBe('2026-11-30');
    expect(isWeekStart('2026-11-23')).toBe(true);
    expect(isWeekStart('2026-11-24')).toBe(false);
    expect(weekDays('2026-12-28')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });

  it('are editable only as draft or returned', () => {
    expect(isEditable('draft')).toBe(true);
    expect(isEditable('returned')).toBe(true);
    expect(isEditable('submitted')).toBe(false);
    expect(isEditable('approved')).toBe(false);
  });

  it('refuse days outside the week, unassigned projects, duplicates and days over 24 hours', () => {
    const allowed = new Set(['p1']);
    expect(entryProblems('2026-11-23', [{ projectId: 'p1', day: '2026-11-24', minutes: 450, note: '' }], allowed)).toEqual([]);
    const problems = entryProblems(
      '2026-11-23',
      [
        { projectId: 'p1', day: '2026-11-30', minutes: 60, note: '' },
        { projectId: 'p2', day: '2026-11-24', minutes: 60, note: '' },
        { projectId: 'p1', day: '2026-11-25', minutes: 1440, note: '' },
        { projectId: 'p1', day: '2026-11-25', minutes: 30, note: '' },
      ],
      allowed,
    );
    expect(problems.map((p) => p.path)).toEqual(['entries.0.day', 'entries.1.projectId', 'entries.3', 'entries']);
  });

  it('total and show hours', () => {
    expect(totalMinutes([{ minutes: 450 }, { minutes: 30 }])).toBe(480);
    expect(hoursText(450)).toBe('7.5');
    expect(hoursText(20)).toBe('0.33');
  });
});
