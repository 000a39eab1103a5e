import { ipStreetClaims, PATENTEVAL_DEFECTS, patentEvalSets } from '../test-data';
import { buildClaimTree } from './claim-tree';
import { parseClaims } from './parse-claims';

describe('parseClaims', () => {
  it('splits numbered claims and reads their references and categories', () => {
    const claims = parseClaims(
      'What is claimed is:\n1. A method of drying, comprising: heating a web.\n2. The method of claim 1, wherein the web is paper.\n' +
        '3 . An apparatus comprising a heater.\n4) The apparatus according to claim 3 or 1, further comprising a fan.\n' +
        '5. The apparatus of claim 4, wherein the fan is axial.\n6. A non-transitory computer-readable medium storing instructions for performing the method of claim 1.',
    );
    expect(claims.map((c) => [c.number, c.independent, c.dependsOn, c.multipleDependent, c.category])).toEqual([
      [1, true, [], false, 'method'],
      [2, false, [1], false, 'method'],
      [3, true, [], false, 'apparatus'],
      [4, false, [1, 3], true, 'method'],
      [5, false, [4], false, 'method'],
      [6, false, [1], false, 'method'],
    ]);
    expect(claims[1]?.text).toBe('The method of claim 1, wherein the web is paper.');
  });

  it.each([
    ['claims 1 and 2', [1, 2], false],
    ['claim 1 or 2', [1, 2], true],
    ['claims 1, 2, or 5', [1, 2, 5], true],
    ['any one of claims 1 to 3', [1, 2, 3], true],
    ['any of claims 1-3', [1, 2, 3], true],
    ['any preceding claim', [1, 2, 3, 4, 5], true],
    ['any one of the preceding claims', [1, 2, 3, 4, 5], true],
  ])('reads "%s"', (phrase, dependsOn, multiple) => {
    const text = ['1. A pump.', '2. A pump.', '3. A pump.', '4. A pump.', '5. A pump.', `6. The pump according to ${phrase}, wherein it is red.`].join('\n');
    const sixth = parseClaims(text)[5];
    expect(sixth?.dependsOn).toEqual(dependsOn);
    expect(sixth?.multipleDependent).toBe(multiple);
  });

  it('does not split at numbers inside a claim and ignores page furniture', () => {
    const text = '1. A layer stack comprising: 1) a first layer; 2) a second layer of 2. mm.\nUS 2020/0123456 A1\n12\nJan. 2, 2020\n2. The stack of claim 1.';
    const claims = parseClaims(text);
    expect(claims.map((c) => c.number)).toEqual([1, 2]);
    expect(claims[0]?.text).toBe('A layer stack comprising: 1) a first layer; 2) a second layer of 2. mm.');
    expect(text.slice(claims[1]?.bodyStart, claims[1]?.end)).toBe('The stack of claim 1.');
  });

  it('reads a block of cancelled claims as one claim numbered by its first, as USPTO XML does', () => {
    const claims = parseClaims('1-19. (canceled)\n20. A cup.\n21.-23. (canceled)\n24. The cup of claim 20.');
    expect(claims.map((c) => [c.number, c.dependsOn])).toEqual([[1, []], [20, []], [21, []], [24, [20]]]);
    expect(claims[2]?.text).toBe('(canceled)');
  });

  it('keeps references to the claim itself or later claims out of dependsOn but records them', () => {
    const claims = parseClaims('1. A cup.\n2. The cup of claim 2.\n3. The cup of claim 4.\n4. The cup of claim 9.');
    expect(claims.map((c) => c.dependsOn)).toEqual([[], [], [], []]);
    expect(claims.map((c) => c.references.map((r) => r.claim))).toEqual([[], [2], [4], [9]]);
  });

  it('builds the tree with a multiple dependent claim under its first parent', () => {
    const claims = parseClaims('1. A cup.\n2. The cup of claim 1.\n3. A lid.\n4. The lid of claim 3 or 2.\n5. The lid of claim 4.');
    expect(buildClaimTree(claims)).toEqual([
      { number: 1, children: [{ number: 2, children: [{ number: 4, children: [{ number: 5, children: [] }] }] }] },
      { number: 3, children: [] },
    ]);
  });

  it('parses every PatentEval claim set into claims 1..N whose references point to earlier claims', () => {
    const sets = patentEvalSets();
    const failures: number[] = [];
    let clean = 0;
    for (const [index, set] of sets.entries()) {
      const claims = parseClaims(set.claims);
      const consecutive = claims.length > 0 && claims.every((c, i) => c.number === i + 1);
      const backwards = claims.every((c) => c.references.every((r) => r.claim < c.number));
      const rest = set.claims.slice(claims[claims.length - 1]?.end ?? 0).trim();
      if (!consecutive || !backwards || rest !== '') failures.push(index);
      else clean += 1;
    }
    console.log(`PatentEval: ${clean}/${sets.length} claim sets parse cleanly`);
    expect(sets).toHaveLength(400);
    // The rest are real drafting defects (a claim citing itself or a later claim), which the claim-reference check reports.
    expect(failures).toEqual(PATENTEVAL_DEFECTS);
  });

  it('parses every IP Street claim as one independent claim with a category', () => {
    const rows = ipStreetClaims();
    expect(rows.length).toBeGreaterThan(390);
    const unknown: string[] = [];
    for (const row of rows) {
      const claims = parseClaims(`1. ${row.claim}`);
      expect(claims).toHaveLength(1);
      expect(claims[0]?.independent).toBe(true);
      if (claims[0]?.category === 'unknown') unknown.push(row.claim.slice(0, 80));
    }
    expect(unknown).toEqual([]);
  });

  it('splits claims written in another script: German capitals and CJK text right after the number', () => {
    expect(parseClaims('1. Übertragungsvorrichtung mit einem Hebel.\n2. Vorrichtung nach Anspruch 1.').map((c) => c.number)).toEqual([1, 2]);
    expect(parseClaims('1.一种装置。\n2. 根据权利要求1所述的装置。').map((c) => [c.number, c.text])).toEqual([
      [1, '一种装置。'],
      [2, '根据权利要求1所述的装置。'],
    ]);
  });
});
