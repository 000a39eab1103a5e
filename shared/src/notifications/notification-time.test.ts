import { formatRelativeTime, notificationTime } from './notification-time';

const NOW = Date.parse('2026-03-02T12:00:00.000Z');
const MIN = 60_000;

describe('notificationTime', () => {
  it('reads createdAt', () => {
    expect(notificationTime({ id: 'ntf_1', createdAt: '2026-03-02T11:00:00.000Z' })).toBe(NOW - 60 * MIN);
  });

  it('falls back to the id, a timestamp string (SPEC §3)', () => {
    expect(notificationTime({ id: '1700000000000', createdAt: '' })).toBe(1_700_000_000_000);
    expect(notificationTime({ id: '1700000000000-2', createdAt: 'not a date' })).toBe(1_700_000_000_000);
  });

  it('is 0 when neither reads as a time', () => {
    expect(notificationTime({ id: 'ntf_abc', createdAt: '' })).toBe(0);
  });
});

describe('formatRelativeTime', () => {
  it.each([
    [30_000, 'just now'],
    [5 * MIN, '5 min. ago'],
    [3 * 60 * MIN, '3 hr. ago'],
    [25 * 60 * MIN, 'yesterday'],
    [3 * 24 * 60 * MIN, '3 days ago'],
  ])('says %i ms ago as %s', (ago, text) => {
    expect(formatRelativeTime(NOW - ago, NOW)).toBe(text);
  });

  it('gives the date after a week', () => {
    expect(formatRelativeTime(NOW - 30 * 24 * 60 * MIN, NOW)).toMatch(/^(Jan|Feb) \d{1,2}, 2026$/);
  });

  it('says "just now" for a time a little ahead of the clock', () => {
    expect(formatRelativeTime(NOW + 5_000, NOW)).toBe('just now');
  });

  it('says nothing for an unknown time', () => {
    expect(formatRelativeTime(0, NOW)).toBe('');
  });
});
