import { LOW_CREDIT_THRESHOLD } from '@iprism/shared/contracts';
import { creditLevel, creditMessage } from './credit-level';

describe('creditLevel (SPEC §8, §9)', () => {
  it('is an error at 0 or fewer', () => {
    expect(creditLevel(0)).toBe('error');
    expect(creditLevel(-2)).toBe('error');
  });

  it('warns from 1 up to the threshold of 5', () => {
    expect(LOW_CREDIT_THRESHOLD).toBe(5);
    expect(creditLevel(1)).toBe('warning');
    expect(creditLevel(5)).toBe('warning');
  });

  it('is info above the threshold', () => {
    expect(creditLevel(6)).toBe('info');
    expect(creditLevel(500)).toBe('info');
  });
});

describe('creditMessage', () => {
  it('uses the SPEC §8 text when nothing is left', () => {
    expect(creditMessage(0)).toBe('No credits remaining! Purchase more to continue.');
  });

  it('counts what is left', () => {
    expect(creditMessage(1)).toBe('Only 1 credit left. Purchase more before you run out.');
    expect(creditMessage(3)).toBe('Only 3 credits left. Purchase more before you run out.');
    expect(creditMessage(50)).toBe('50 credits available.');
  });
});
