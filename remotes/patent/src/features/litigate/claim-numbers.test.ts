import { parseClaimNumbers } from './claim-numbers';

describe('parseClaimNumbers', () => {
  it('reads lists and ranges, sorted and without repeats', () => {
    expect(parseClaimNumbers('3, 1-2, 2')).toEqual([1, 2, 3]);
    expect(parseClaimNumbers(' 7 ')).toEqual([7]);
    expect(parseClaimNumbers('')).toBeUndefined();
  });
  it('refuses what is not a claim list', () => {
    expect(parseClaimNumbers('1, a')).toBeNull();
    expect(parseClaimNumbers('5-2')).toBeNull();
    expect(parseClaimNumbers('0')).toBeNull();
  });
});
