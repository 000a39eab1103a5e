import { count, endOfDayIso } from './format';

describe('back-office formats', () => {
  it('ends a licence at the end of the chosen UTC day and groups thousands', () => {
    expect(endOfDayIso('2027-01-31')).toBe('2027-01-31T23:59:59.000Z');
    expect(count(1234567)).toBe('1,234,567');
  });
});
