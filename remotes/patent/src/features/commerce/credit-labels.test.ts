import { creditReasonLabel, signedAmount } from './credit-labels';

describe('credit labels', () => {
  it('says why an entry is there and signs its amount', () => {
    expect(creditReasonLabel('period-grant')).toBe('Included with your plan');
    expect(signedAmount(10)).toBe('+10');
    expect(signedAmount(-1)).toBe('−1');
    expect(signedAmount(0)).toBe('0');
  });
});
