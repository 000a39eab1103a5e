import { cellKey, entriesFromGrid, gridFromWeek, hoursText, invalidCells, minutesWhere, parseHours, shiftWeek, weekDays } from './timesheet-grid';

describe('timesheet grid', () => {
  it('reads hours in half-hour steps', () => {
    expect(parseHours('7.5')).toBe(450);
    expect(parseHours('7,5')).toBe(450);
    expect(parseHours('')).toBe(0);
    expect(parseHours('0.25')).toBeNull();
    expect(parseHours('25')).toBeNull();
    expect(parseHours('-1')).toBeNull();
    expect(parseHours('abc')).toBeNull();
  });

  it('goes from a week to a grid and back, dropping empty cells', () => {
    const grid = gridFromWeek({ entries: [{ projectId: 'p1', day: '2026-11-23', minutes: 450, note: 'Parser' }] });
    expect(grid[cellKey('p1', '2026-11-23')]).toEqual({ hours: '7.5', note: 'Parser' });
    grid[cellKey('p2', '2026-11-24')] = { hours: '', note: '' };
    grid[cellKey('p2', '2026-11-25')] = { hours: '2', note: '' };
    expect(entriesFromGrid(grid)).toEqual([
      { projectId: 'p1', day: '2026-11-23', minutes: 450, note: 'Parser' },
      { projectId: 'p2', day: '2026-11-25', minutes: 120, note: '' },
    ]);
    expect(minutesWhere(grid, (_p, d) => d === '2026-11-25')).toBe(120);
    expect(hoursText(570)).toBe('9.5 h');
    grid[cellKey('p2', '2026-11-26')] = { hours: '1.2', note: '' };
    expect(invalidCells(grid)).toEqual([cellKey('p2', '2026-11-26')]);
  });

  it('walks weeks', () => {
    expect(weekDays('2026-11-23')[6]).toBe('2026-11-29');
    expect(shiftWeek('2026-11-23', -1)).toBe('2026-11-16');
    expect(shiftWeek('2026-12-28', 1)).toBe('2027-01-04');
  });
});
