import { monthLabel } from './month-label';

describe('monthLabel', () => {
  it('names the month of a UTC bucket, whatever the local time zone', () => {
    expect(monthLabel('2026-05')).toBe('May 2026');
    expect(monthLabel('2025-12')).toBe('Dec 2025');
    expect(monthLabel('bad')).toBe('bad');
  });
});
