import { creditLevel, creditMessage, lowCreditNotice } from './low-credit';

describe('low credits (SPEC §8, §9 threshold 5)', () => {
  it('is an error at 0 credits or fewer, with the SPEC text', () => {
    expect(creditLevel(0)).toBe('error');
    expect(creditLevel(-2)).toBe('error');
    expect(creditMessage(0)).toBe('No credits remaining! Purchase more to continue.');
  });

  it('is a warning from 1 to 5 credits', () => {
    expect(creditLevel(1)).toBe('warning');
    expect(creditLevel(5)).toBe('warning');
    expect(creditMessage(1)).toBe('Only 1 credit remaining. Purchase more to continue.');
    expect(creditMessage(3)).toBe('Only 3 credits remaining. Purchase more to continue.');
  });

  it('is info above the threshold', () => {
    expect(creditLevel(6)).toBe('info');
    expect(creditMessage(50)).toBe('50 credits remaining.');
  });

  it('has a sign-in notice only at or under the threshold', () => {
    expect(lowCreditNotice(6)).toBeNull();
    expect(lowCreditNotice(5)).toEqual({ level: 'warning', message: 'Only 5 credits remaining. Purchase more to continue.' });
    expect(lowCreditNotice(0)).toEqual({ level: 'error', message: 'No credits remaining! Purchase more to continue.' });
  });
});
