import { claimCounts } from './claim-counts';

describe('claimCounts', () => {
  it('tells independent from dependent claims', () => {
    const text = '1. A wheeled hand truck comprising:\n(a) a footplate;\n(b) a flange.\n2. The hand truck of claim 1, wherein the flange pivots.\n3. A method of aerating turf, comprising: pushing.\n4. The method according to claim 3, further comprising lifting.';
    expect(claimCounts(text)).toEqual({ independent: 2, total: 4 });
  });

  it('counts "as claimed in any of claims" as dependent', () => {
    expect(claimCounts('1. A lamp.\n2. A lamp as claimed in any one of claims 1 to 1, red.')).toEqual({ independent: 1, total: 2 });
  });

  it('answers null without claims text and one claim for unnumbered text', () => {
    expect(claimCounts('  ')).toBeNull();
    expect(claimCounts('An ornamental design for a chair, as shown.')).toEqual({ independent: 1, total: 1 });
  });
});
