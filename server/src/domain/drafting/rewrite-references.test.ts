import { rewriteReferences } from './rewrite-references';

const shift = (from: number, by: number) => (n: number) => (n >= from ? n + by : n);

describe('rewriteReferences', () => {
  it('maps a single reference and leaves other numbers alone', () => {
    expect(rewriteReferences('The device of claim 3, wherein the gap is 10 mm and 2 layers are used.', 5, shift(3, 1))).toBe('The device of claim 4, wherein the gap is 10 mm and 2 layers are used.');
  });

  it('maps every number of a list and a range that stays consecutive', () => {
    expect(rewriteReferences('The method of claims 1 and 3.', 5, shift(2, 1))).toBe('The method of claims 1 and 4.');
    expect(rewriteReferences('The method according to any one of claims 2 to 4.', 6, shift(1, 1))).toBe('The method according to any one of claims 3 to 5.');
    expect(rewriteReferences('The method of claim 1, or claim 2, as used with claim 3.', 6, shift(1, 2))).toBe('The method of claim 3, or claim 4, as used with claim 5.');
  });

  it('writes out a range that would no longer be consecutive', () => {
    const swap23 = (n: number) => ({ 2: 3, 3: 2 })[n] ?? n;
    expect(rewriteReferences('The method of any of claims 1-3, wherein x.', 5, swap23)).toBe('The method of any of claims 1, 2 or 3, wherein x.');
    const spread = (n: number) => (n === 3 ? 7 : n);
    expect(rewriteReferences('The device of claims 2 through 4.', 9, spread)).toBe('The device of claims 2, 4 or 7.');
  });

  it('leaves "any preceding claim" and unknown claims as written', () => {
    expect(rewriteReferences('The device of any preceding claim.', 4, shift(1, 1))).toBe('The device of any preceding claim.');
    expect(rewriteReferences('The device of claim 9.', 4, () => undefined)).toBe('The device of claim 9.');
  });
});
