import { parseNiceClasses } from './nice-input';

describe('parseNiceClasses', () => {
  it('reads classes separated by commas or spaces, sorted once each', () => {
    expect(parseNiceClasses('42, 9 9;35')).toEqual([9, 35, 42]);
    expect(parseNiceClasses('  ')).toEqual([]);
  });
  it('refuses what is not a class from 1 to 45', () => {
    expect(parseNiceClasses('46')).toBeNull();
    expect(parseNiceClasses('0')).toBeNull();
    expect(parseNiceClasses('9a')).toBeNull();
  });
});
