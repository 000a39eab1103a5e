import { findClaimReferences } from '../../modules/analysis/claims/claim-references';
import { PATENTEVAL_DEFECTS, patentEvalSets } from '../../modules/analysis/test-data';
import { claimsSectionOf, draftClaimsOf } from './claim-set-text';
import { moveClaim } from './move-claim';

const referenced = (text: string, number: number): number[] => [...new Set(findClaimReferences(text, number).references.map((r) => r.claim))].sort((a, b) => a - b);

describe('moveClaim', () => {
  const liquid = draftClaimsOf(patentEvalSets()[2]!.claims);

  it('moves a claim and renumbers the rest with their references (a real claim set)', () => {
    const moved = moveClaim(liquid, 5, 2);
    expect(moved.claims.map((c) => c.text.slice(0, 60))).toEqual([
      liquid[0]!.text.slice(0, 60),
      liquid[4]!.text.slice(0, 60),
      liquid[1]!.text.slice(0, 60),
      liquid[2]!.text.slice(0, 60),
      'The liquid ejecting apparatus according to claim 4, wherein ',
    ]);
    expect(moved.warnings).toEqual([]);
    expect(draftClaimsOf(claimsSectionOf(moved.claims))).toEqual(moved.claims);
  });

  it('warns when a dependent claim ends up before its parent', () => {
    expect(moveClaim(liquid, 4, 2).warnings).toEqual(['Claim 2 now refers to later claim 4.']);
  });

  it('names the field of a bad move', () => {
    expect(() => moveClaim(liquid, 9, 1)).toThrow('number: there is no claim 9.');
    expect(() => moveClaim(liquid, 1, 6)).toThrow('toPosition: must be from 1 to 5.');
  });

  it('keeps every reference pointing at the same claim across the PatentEval sets', () => {
    const sets = patentEvalSets()
      .map((s, i) => ({ ...s, i }))
      .filter((s) => !PATENTEVAL_DEFECTS.includes(s.i) && !/preceding|previous|foregoing/i.test(s.claims))
      .slice(0, 80);
    let checked = 0;
    for (const set of sets) {
      const claims = draftClaimsOf(set.claims);
      if (claims.length < 3) continue;
      const last = claims[claims.length - 1]!;
      const { claims: moved, mapping } = moveClaim(claims, last.number, 2);
      for (const before of claims) {
        const after = moved.find((c) => c.number === mapping.get(before.number))!;
        const expected = referenced(before.text, before.number).map((n) => mapping.get(n) ?? n).sort((a, b) => a - b);
        expect({ set: set.i, claim: before.number, refs: referenced(after.text, after.number) }).toEqual({ set: set.i, claim: before.number, refs: expected });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
