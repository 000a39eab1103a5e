import { estimateFees } from './estimate-fees';

/** 25 claims: 1, 6, 11, 16 independent; claim 5 refers to claims 1, 2 or 3; claim 10 depends on it. */
function claimSet() {
  return Array.from({ length: 25 }, (_, i) => {
    const number = i + 1;
    if ([1, 6, 11, 16].includes(number)) return { number, independent: true, dependsOn: [], multipleDependent: false };
    if (number === 5) return { number, independent: false, dependsOn: [1, 2, 3], multipleDependent: true };
    if (number === 10) return { number, independent: false, dependsOn: [5], multipleDependent: false };
    return { number, independent: false, dependsOn: [number - 1], multipleDependent: false };
  });
}

describe('estimateFees (37 CFR 1.16(h)-(j), 1.75(c))', () => {
  it('uses the 2025 table and counts a multiple dependent claim and its dependant as the claims referred to', () => {
    const claims = claimSet().map((c) => (c.number === 10 ? { ...c, dependsOn: [9] } : c));
    const fees = estimateFees(claims, new Date('2025-06-01'));
    expect(fees.effectiveDate).toBe('2025-01-19');
    expect(fees.totalClaimsForFee).toBe(27);
    expect(fees.independentClaims).toBe(4);
    expect(fees.lines.map((l) => [l.code, l.count, l.amount.large])).toEqual([
      ['1.16(h)', 1, 600],
      ['1.16(i)', 7, 1400],
      ['1.16(j)', 1, 925],
    ]);
    expect(fees.total).toEqual({ large: 2925, small: 1170, micro: 585 });
  });

  it('counts a claim depending on a multiple dependent claim as that claim counts', () => {
    expect(estimateFees(claimSet(), new Date('2025-06-01')).totalClaimsForFee).toBe(29);
  });

  it('uses the 2022 table before 19 January 2025', () => {
    const claims = claimSet().map((c) => (c.number === 10 ? { ...c, dependsOn: [9] } : c));
    const fees = estimateFees(claims, new Date('2025-01-18'));
    expect(fees.effectiveDate).toBe('2022-12-29');
    expect(fees.lines.map((l) => l.amount.large)).toEqual([480, 700, 860]);
    expect(fees.total).toEqual({ large: 2040, small: 816, micro: 408 });
  });

  it('charges nothing for 20 claims with 3 independent', () => {
    const claims = Array.from({ length: 20 }, (_, i) => ({ number: i + 1, independent: i < 3, dependsOn: i < 3 ? [] : [1], multipleDependent: false }));
    expect(estimateFees(claims, new Date('2025-06-01')).total).toEqual({ large: 0, small: 0, micro: 0 });
  });
});
