import { parseClaims } from '../claims/parse-claims';
import { patentEvalSets } from '../test-data';
import { antecedentBasis } from './antecedent-basis';

/** [claim, severity, excerpt] of each antecedent finding in a claim set. */
function findingsOf(claimsText: string): [number | null, string, string][] {
  const claims = parseClaims(claimsText);
  const layout = { sections: [{ name: 'claims' as const, heading: '', text: claimsText, page: null }], pageAt: () => null };
  return antecedentBasis({ layout, claims }).map((f) => [f.location.claim, f.severity, f.location.excerpt]);
}

describe('antecedentBasis (golden claim sets)', () => {
  it.each<[string, string, [number, string, string][]]>([
    ['clean set with plurals, "said", multiword heads and the plurality of', '1. A device comprising: a housing; a plurality of blades mounted to the housing; and a drive shaft. 2. The device of claim 1, wherein the plurality of blades are curved and said shaft rotates the blades. 3. The device of claim 2, wherein each blade is coupled to the housing in the same manner as known in the art.', []],
    ['term never introduced', '1. A pump comprising a motor, wherein the impeller is driven by the motor.', [[1, 'error', 'the impeller']]],
    ['ordinal mismatch: a first arm, the second arm', '1. A robot comprising a first arm and a base, wherein the second arm is attached to the base.', [[1, 'error', 'the second arm']]],
    ['said first X finds a first X; coordinated ordinals', '1. A clamp comprising first and second jaws, wherein said first jaw faces the second jaw.', []],
    ['introduced only in a claim outside the chain is still missing from it', '1. A cup comprising a handle. 2. The cup of claim 1, further comprising a lid. 3. The cup of claim 1, wherein the lid is round.', [[3, 'error', 'the lid']]],
    ['a claim with a broken claim reference gets warnings only', '1. A cup comprising a handle. 2. The cup of claim 3, wherein the lid is round.', [[2, 'warning', 'the lid']]],
    ['antecedent through the transitive chain', '1. A lamp comprising a base. 2. The lamp of claim 1, further comprising a bulb. 3. The lamp of claim 2, wherein the bulb and the base are glass.', []],
    ['reported once per chain, not again in dependants', '1. A valve comprising a body, wherein the seat is in the body. 2. The valve of claim 1, wherein the seat is metal.', [[1, 'error', 'the seat']]],
    ['reference before introduction in the same claim', '1. A method comprising: heating the substrate; and providing a substrate.', [[1, 'warning', 'the substrate']]],
    ['the verb after a reference is not part of it: reported once, as the noun', '1. A computer comprising a memory, wherein the processor determines a value and the processor stores the value in the memory.', [[1, 'error', 'the processor']]],
    ['a plural after a plural stays', '1. A rotor comprising a hub, wherein the blades tips are coated.', [[1, 'error', 'the blades tips']]],
    ['at least one / one or more', '1. A system comprising at least one processor and one or more sensors, wherein the at least one processor reads said one or more sensors.', []],
  ])('%s', (_name, text, expected) => {
    expect(findingsOf(text)).toEqual(expected);
  });

  it('PatentEval #160 (hearing implant template): claim 1 uses "the head" without antecedent; "the position of" the template is inherent', () => {
    const set = patentEvalSets()[160]?.claims ?? '';
    expect(findingsOf(set).filter(([claim]) => claim === 1)).toEqual([[1, 'error', 'the head']]);
  });

  it('PatentEval #0 (video synopsis): claim 1 is clean', () => {
    const set = patentEvalSets()[0]?.claims ?? '';
    expect(findingsOf(set).filter(([claim]) => claim === 1)).toEqual([]);
  });
});
