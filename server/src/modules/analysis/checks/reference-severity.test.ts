import { parseClaims } from '../claims/parse-claims';
import { antecedentBasis } from './antecedent-basis';

/** [claim, severity, excerpt] of each antecedent finding in a claim set. */
function findingsOf(claimsText: string): [number | null, string, string][] {
  const claims = parseClaims(claimsText);
  const layout = { sections: [{ name: 'claims' as const, heading: '', text: claimsText, page: null }], pageAt: () => null };
  return antecedentBasis({ layout, claims }).map((f) => [f.location.claim, f.severity, f.location.excerpt]);
}

/** Wording from the granted claims of the shared data (and the examples), judged under MPEP 2173.05(e). */
describe('antecedent severity on real claim wording', () => {
  it.each<[string, string, [number, string, string][]]>([
    ['superlative: the least significant bit', '1. A method comprising storing a binary value, wherein the least significant bit of the value is cleared.', []],
    ['participle of a recited step: the identified pattern', '1. A method comprising: identifying a pattern in an image; and storing the identified pattern.', []],
    ['participle of a recited step: the detected change (US 11,556,169)', '1. A method comprising: detecting a change in a context of a first user; and adapting a user interface based on the detected change.', []],
    ['gerund of a recited step: the comparing (US 11,558,444)', '1. A system configured to: compare a content element with a potential content element; and generate an alert according to the comparing.', []],
    ['Markush: the formula after a compound of formula (I)', '1. A compound of formula (I), wherein in the formula R1 is methyl.', []],
    ['inherent part (MPEP 2173.05(e)): the outer surface of said sphere', '1. A ball comprising a sphere, wherein the outer surface of said sphere is dimpled.', []],
    ['part of a thing introduced right there: the bed of a trailer (US 11,147,203)', '1. A fork assembly movable onto a flat surface such as the bed of a trailer.', []],
    ['abbreviation defined in the introduction: the UWB transmitter (US 8,926,509)', '1. A patch comprising a radio comprising an ultra wideband (UWB) transmitter, wherein the UWB transmitter sends data.', []],
    ['hyphenated compound: the ASIC chips after a patch-ASIC chip and a base-ASIC chip', '1. A system comprising a patch-ASIC chip and a base-ASIC chip, and a protocol for the ASIC chips.', []],
    ['possessive: the user\'s body after a user', '1. A sleeve for a user, the sleeve fitting over the user\'s body.', []],
    ['the verb is no part of the name: the display encourages execution', '1. A method comprising providing a display, wherein the display encourages execution of a transaction.', []],
    ['missing in the claim and every claim it depends on: the driver (US 9,358,892 claim 14)', '1. A system comprising a sensor detecting a gear selection by a driver. 2. A system comprising a sensor detecting a gear selection. 3. The system of claim 2, wherein a lag passes before the driver starts reverse driving.', [[3, 'error', 'the driver']]],
    ['a part of a recited thing is a warning: the driver of the hybrid vehicle (US 9,358,892 claim 14)', '1. A system comprising a sensor detecting a gear selection, and a hybrid vehicle, wherein a lag passes before the driver of the hybrid vehicle starts reverse driving.', [[1, 'warning', 'the driver']]],
    ['Markush wording: the nitrogen atom to which they are attached', '1. A compound wherein Rc and Rd together with the nitrogen atom to which they are attached form a ring.', []],
    ['coordinated adjectives share the noun: the morphological and physiological characteristics', '1. A plant having all of the morphological and physiological characteristics of a variety.', []],
    ['relational: the next video frame', '1. A device configured to pause a media stream and continue presentation at the next video frame.', []],
    ['typo in a grant: said plurality of tuning members after turning prevention members (US 6,334,226)', '1. A support comprising a plurality of turning prevention members. 2. The support of claim 1, wherein said plurality of tuning members are positioned on a seat.', [[2, 'warning', 'said plurality of tuning members']]],
    ['an adjective the introduction lacks: the initial servo sync mark (US 11,557,320)', '1. A method comprising detecting a servo sync mark. 2. The method of claim 1, wherein an interval is set from the initial servo sync mark.', [[2, 'warning', 'the initial servo sync mark']]],
    ['OCR damage gives info only: "ofclaim 1further" (US RE28,436)', '1. A method comprising rotating a drill string. 2. The method ofclaim 1further characterized in that the information signal is recorded.', [[2, 'info', 'the information signal']]],
    ['translated (two-part form) gives a warning: said kTN (US 6,336,130)', '1. Arrangement comprising a network, characterized in that an object is introduced on said kTN.', [[1, 'warning', 'said kTN']]],
  ])('%s', (_name, text, expected) => {
    expect(findingsOf(text)).toEqual(expected);
  });
});
