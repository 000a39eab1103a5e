import { CLEANUP_DEFAULT_DAYS, deletedMessage, parseCleanupDays } from './cleanup-form';

describe('parseCleanupDays', () => {
  it('defaults to the SPEC §9 30 days', () => {
    expect(CLEANUP_DEFAULT_DAYS).toBe(30);
  });

  it('reads a whole number of days within 1 to 3650', () => {
    expect(parseCleanupDays(' 30 ')).toBe(30);
    expect(parseCleanupDays('1')).toBe(1);
    expect(parseCleanupDays('3650')).toBe(3650);
  });

  it.each(['', '0', '3651', '2.5', '-3', 'ten'])('refuses %j', (input) => {
    expect(parseCleanupDays(input)).toBeNull();
  });
});

describe('deletedMessage', () => {
  it('says how many were deleted', () => {
    expect(deletedMessage(1)).toBe('Deleted 1 notification');
    expect(deletedMessage(40)).toBe('Deleted 40 notifications');
  });
});
