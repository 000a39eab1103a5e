import { formatDate, formatDateTime, formatRelative } from './format-time';

const NOW = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('formatDate', () => {
  it('formats a date and shows a dash for none or nonsense', () => {
    expect(formatDate('2026-03-10T12:00:00Z', 'en-GB')).toBe('10 Mar 2026');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });

  it('formats a date with its time', () => {
    expect(formatDateTime('2026-03-10T12:00:00Z', 'en-GB')).toMatch(/^10 Mar 2026, \d{2}:\d{2}$/);
    expect(formatDateTime('x')).toBe('—');
  });
});

describe('formatRelative', () => {
  it('says just now under a minute, and for a clock a little ahead', () => {
    expect(formatRelative(ago(30_000), NOW, 'en')).toBe('just now');
    expect(formatRelative(ago(-5_000), NOW, 'en')).toBe('just now');
  });

  it('counts minutes, hours and days', () => {
    expect(formatRelative(ago(5 * 60_000), NOW, 'en')).toBe('5 minutes ago');
    expect(formatRelative(ago(3 * 3_600_000), NOW, 'en')).toBe('3 hours ago');
    expect(formatRelative(ago(26 * 3_600_000), NOW, 'en')).toBe('yesterday');
    expect(formatRelative(ago(9 * 86_400_000), NOW, 'en')).toBe('9 days ago');
  });

  it('shows a dash for nonsense', () => {
    expect(formatRelative('x', NOW)).toBe('—');
  });
});
