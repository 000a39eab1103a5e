import { parseClaims } from '../claims/parse-claims';
import { unsupportedTerms } from './unsupported-terms';

/** [severity, message] of each unsupported-term finding for a claims text against a description. */
function findingsOf(claimsText: string, description: string): [string, string][] {
  const layout = {
    sections: [
      { name: 'detailedDescription' as const, heading: '', text: description, page: null },
      { name: 'claims' as const, heading: '', text: claimsText, page: null },
    ],
    pageAt: () => null,
  };
  return unsupportedTerms({ layout, claims: parseClaims(claimsText) }).map((f) => [f.severity, f.message]);
}

/** Wording from the granted claims of the shared data, judged under MPEP 2163 (and 37 CFR 1.75(d)(1)). */
describe('unsupportedTerms on real claim wording', () => {
  it.each<[string, string, string, [string, string][]]>([
    [
      'a noun the description never uses is a warning (US 11,556,879: "a pod")',
      '1. A method comprising logging into a workstation, waiting on a pod to arrive, and scanning a container.',
      'The operator logs into a workstation and scans a container of products.',
      [['warning', '"pod" (claim 1) does not appear in the description.']],
    ],
    [
      'everyday words and verbs are no terms (US 9,358,892: "in response to detection of", "for ensuring")',
      '1. A system comprising a sensor, wherein in response to detection of a reverse gear selection by the sensor a value is set for ensuring that a charge does not decrease.',
      'A sensor detects the reverse gear selection; a value is set so that the charge does not decrease.',
      [],
    ],
    [
      'a compound spelt apart in the description is supported (US 11,147,202: "footplate" / "foot plate")',
      '1. A hand truck comprising a footplate having front and rear ends.',
      'The hand truck has a foot plate with front and rear ends.',
      [],
    ],
    [
      'a hyphenated spelling in the description is supported (US 8,926,509: "ultra wideband")',
      '1. A patch comprising an ultra wideband transmitter.',
      'The patch has an ultra-wideband transmitter.',
      [],
    ],
    [
      'a multiword term whose words never stand together is info ("a retainer flange")',
      '1. A truck comprising a retainer flange.',
      'The truck has a retainer fixed to a flange of the plate.',
      [['info', '"retainer flange" (claim 1) does not appear as such in the description.']],
    ],
  ])('%s', (_name, claims, description, expected) => {
    expect(findingsOf(claims, description)).toEqual(expected);
  });
});
