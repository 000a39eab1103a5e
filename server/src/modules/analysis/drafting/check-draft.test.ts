import { DraftingCheckResponseSchema } from '@iprism/shared/contracts';
import { patentEvalSets } from '../test-data';
import { checkDraft, supportingPassage } from './check-draft';

const NOW = new Date('2026-06-01T00:00:00Z');
const SPEC = 'A widget 10 has a base 12 and a lid 14. The lid 14 is hinged to the base 12 by a pin. A handle is fixed to the lid.';
const kinds = (claims: string, spec = SPEC) => checkDraft(claims, spec, NOW).findings.map((f) => [f.kind, f.claim, f.message]);

describe('checkDraft', () => {
  it('answers in the contract shape with the claims, their dependencies and the fee estimate', () => {
    const result = checkDraft('1. A widget comprising a base and a lid.\n2. The widget of claim 1, wherein the lid is hinged.', SPEC, NOW);
    expect(DraftingCheckResponseSchema.parse(result)).toEqual(result);
    expect(result.claims).toEqual([
      { number: 1, text: 'A widget comprising a base and a lid.', independent: true, dependsOn: [] },
      { number: 2, text: 'The widget of claim 1, wherein the lid is hinged.', independent: false, dependsOn: [1] },
    ]);
    expect(result.findings).toEqual([]);
    expect(result.fees.totalClaimsForFee).toBe(2);
  });

  it('keeps a resolved mark across edits elsewhere and drops it when the concerned text changes', () => {
    const claims = '1. A widget comprising a base.\n2. The widget of claim 1, wherein the lid is red.';
    const first = checkDraft(claims, '', NOW);
    const key = first.findings.find((f) => f.kind === 'antecedent-basis')!.key;
    const elsewhere = checkDraft(`1. A widget comprising a round base.\n2. The widget of claim 1, wherein the lid is red.`, '', NOW, new Set([key]));
    expect(elsewhere.findings.find((f) => f.kind === 'antecedent-basis')).toMatchObject({ key, resolved: true });
    expect(elsewhere.resolvedMarks).toEqual([key]);
    const changed = checkDraft('1. A widget comprising a base.\n2. The widget of claim 1, wherein the cap is red.', '', NOW, new Set([key]));
    expect(changed.findings.find((f) => f.kind === 'antecedent-basis')?.resolved).toBe(false);
    expect(changed.resolvedMarks).toEqual([]);
  });

  it('flags a term without antecedent basis at its words, and not once introduced', () => {
    const claims = '1. A widget comprising a base.\n2. The widget of claim 1, wherein the lid is hinged.';
    const found = checkDraft(claims, SPEC, NOW).findings.find((f) => f.kind === 'antecedent-basis')!;
    expect(found.claim).toBe(2);
    expect(claims.slice(found.start, found.end)).toMatch(/lid/);
    expect(kinds('1. A widget comprising a base and a lid.\n2. The widget of claim 1, wherein the lid is hinged.')).toEqual([]);
  });

  it('flags a term the specification lacks, with the nearest passage', () => {
    const result = checkDraft('1. A widget comprising a base and a magnet.', SPEC, NOW);
    expect(result.findings.map((f) => [f.kind, f.message])).toEqual([['support', '"magnet" (claim 1) does not appear in the description.']]);
    expect(supportingPassage(SPEC, 'a hinged lid')).toBe('The lid 14 is hinged to the base 12 by a pin.');
    expect(supportingPassage(SPEC, 'a magnet')).toBeNull();
  });

  it('flags dependency errors: itself, a later claim, a missing claim', () => {
    const claims = '1. A widget comprising a base.\n2. The widget of claim 2, wherein the base is round.\n3. The widget of claim 4, wherein the base is flat.\n4. The widget of claim 9, wherein the base is red.';
    expect(kinds(claims, '').filter(([kind]) => kind === 'dependency')).toEqual([
      ['dependency', 2, 'Claim 2 refers to itself.'],
      ['dependency', 3, 'Claim 3 refers to a later claim (4).'],
      ['dependency', 4, 'Claim 4 refers to claim 9, which does not exist.'],
    ]);
  });

  it('flags a multiple dependent claim depending on a multiple dependent claim', () => {
    const claims = '1. A widget comprising a base.\n2. A widget comprising a lid.\n3. The widget of claim 1 or 2, wherein it is red.\n4. The widget of claim 1 or 3, wherein it is blue.';
    expect(kinds(claims, '')).toEqual([['multiple-dependent', 4, 'Multiple dependent claim 4 depends on multiple dependent claim 3 (37 CFR 1.75(c)).']]);
  });

  it('flags numbering gaps and duplicates', () => {
    expect(kinds('1. A widget comprising a base.\n2. A tool comprising a lid.\n2. A pot comprising a lid.\n5. A cup comprising a base.', '')).toEqual([
      ['numbering', 2, 'Claim number 2 is used more than once.'],
      ['numbering', 5, 'Claim 5 follows claim 2: claims 3 to 4 are missing.'],
    ]);
    expect(kinds('2. A widget comprising a base.', '')).toEqual([['numbering', 2, 'The claims start at 2, not 1.']]);
  });

  it('flags duplicate claims whatever their spacing', () => {
    expect(kinds('1. A widget comprising a base.\n2. A widget  comprising a base', '')).toEqual([['duplicate-claim', 2, 'Claim 2 has the same wording as claim 1.']]);
  });

  it('flags a reference numeral the specification lacks', () => {
    expect(kinds('1. A widget (10) comprising a base (12) and a lid (16).')).toEqual([['reference-numeral', 1, 'Reference numeral 16 (claim 1) does not appear in the specification.']]);
  });

  it('checks 50 claims against a 100-page specification in under 200 ms while the specification stays the same (each keystroke)', () => {
    const sets = patentEvalSets();
    const claims = Array.from({ length: 50 }, (_, i) => `${i + 1}. ${i % 10 === 0 ? 'A liquid ejecting apparatus comprising a head, a nozzle and a separator.' : `The liquid ejecting apparatus according to claim ${i - (i % 10) + 1}, wherein the nozzle has ${i} openings.`}`).join('\n');
    const spec = sets.map((s) => s.claims).join('\n').slice(0, 300_000);
    checkDraft(claims, spec, NOW);
    // The best of five runs: the check's own cost, not the other processes sharing the machine.
    const runs = Array.from({ length: 5 }, () => {
      const started = performance.now();
      checkDraft(claims, spec, NOW);
      return performance.now() - started;
    });
    expect(Math.min(...runs)).toBeLessThan(200);
  });
});
