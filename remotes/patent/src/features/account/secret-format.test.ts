import { groupSecret } from './secret-format';

describe('groupSecret', () => {
  it('groups a secret in fours', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  });

  it('keeps a shorter last group', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });

  it('ignores spaces already there', () => {
    expect(groupSecret(' AB CD EF ')).toBe('ABCD EF');
  });

  it('takes another group size and leaves an empty secret empty', () => {
    expect(groupSecret('ABCDEF', 3)).toBe('ABC DEF');
    expect(groupSecret('')).toBe('');
  });
});
