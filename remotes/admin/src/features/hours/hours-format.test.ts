import { groupTotals, hoursText, monthRange } from './hours-format';

describe('hours format', () => {
  it('shows hours and month ranges', () => {
    expect(hoursText(450)).toBe('7.5 h');
    expect(monthRange(new Date('2026-02-10T12:00:00Z'))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });
  it('groups totals per person', () => {
    const g = groupTotals([
      { userId: 'b', userName: 'Bea', projectName: 'X', minutes: 60 },
      { userId: 'a', userName: 'Al', projectName: 'X', minutes: 30 },
      { userId: 'b', userName: 'Bea', projectName: 'Y', minutes: 90 },
    ]);
    expect(g.map((x) => [x.userName, x.minutes, x.rows.length])).toEqual([
      ['Al', 30, 1],
      ['Bea', 150, 2],
    ]);
  });
});
