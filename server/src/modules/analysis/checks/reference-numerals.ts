import type { Finding, SectionName } from '@iprism/shared/contracts';
import { singular } from '../text/words';
import { type CheckContext, finding, sectionText } from './check-context';

/** An element named with a reference numeral in the description: "the drive shaft 20". */
export interface NumeralUse {
  section: SectionName;
  numeral: string;
  /** Up to two lower-case singular words before the numeral, the last being the element's noun. */
  name: string[];
  start: number;
  end: number;
}

export const NUMERAL_SECTIONS: SectionName[] = ['drawings', 'detailedDescription'];

const USE = /\b((?:[a-z][a-z-]*\s+){0,2}[a-z][a-z-]*)\s+(\d{1,4}[a-z]?)\b(?![.,]?\d)(?!\s*(?:%|°|(?:[mcnkµμu]?m|kg|mg|µg|ml|l|m?s|[kmg]?hz|[mk]?v|ma|[km]?w|[km]?pa|psi|rpm|db|degrees?|percent|times|bits?|bytes?|seconds?|minutes?|hours?|days?|weeks?|months?|years?|wt)\b))/gi;
/** Words before a number that make it a count, a figure, a claim or a quantity, not an element's numeral. */
const NOT_A_NAME = new Set(
  `a an the said and or of to from by at in on for with than about approximately least most over under between up fig figs figure figures claim claims
  table example examples equation formula paragraph page line lines column col no number ser serial application patent pub version chapter section
  id seq step steps operation operations block blocks act acts embodiment embodiments is are be was were has have each every first second third
  above below ratio level levels range ranges value values size type types group groups sample samples day days week weeks approximately nearly only`.split(/\s+/),
);

export function numeralUses(context: CheckContext): NumeralUse[] {
  const uses: NumeralUse[] = [];
  for (const section of NUMERAL_SECTIONS) {
    const text = sectionText(context, section)?.text ?? '';
    for (const match of text.matchAll(USE)) {
      const words = [...(match[1] ?? '').matchAll(/[a-z][a-z-]*/gi)];
      let first = words.length;
      while (first > 0 && words.length - first < 2 && !NOT_A_NAME.has((words[first - 1]?.[0] ?? '').toLowerCase())) first -= 1;
      if (first === words.length) continue;
      const numeral = match[2] ?? '';
      uses.push({
        section,
        numeral,
        name: words.slice(first).map((w) => singular(w[0])),
        start: match.index + (words[first]?.index ?? 0),
        end: match.index + match[0].length,
      });
    }
  }
  return uses;
}

/**
 * One numeral, one element (MPEP 608.02(e)): a numeral named by two different nouns ("blade 12" … "hub 12")
 * is a warning; one two-word name given two numerals ("drive shaft 20" … "drive shaft 22") is worth a look.
 */
export function referenceNumerals(context: CheckContext): Finding[] {
  const uses = numeralUses(context);
  const findings: Finding[] = [];
  const nounOf = new Map<string, NumeralUse>();
  const reportedNumerals = new Set<string>();
  for (const use of uses) {
    const first = nounOf.get(use.numeral);
    if (!first) nounOf.set(use.numeral, use);
    else if (last(first.name) !== last(use.name) && !reportedNumerals.has(use.numeral)) {
      reportedNumerals.add(use.numeral);
      findings.push(finding(context, 'reference-numeral', 'warning', `Reference numeral ${use.numeral} names both "${first.name.join(' ')}" and "${use.name.join(' ')}".`, use));
    }
  }
  const numeralOf = new Map<string, NumeralUse>();
  const reportedNames = new Set<string>();
  for (const use of uses) {
    if (use.name.length < 2) continue;
    const key = use.name.join(' ');
    const first = numeralOf.get(key);
    if (!first) numeralOf.set(key, use);
    else if (base(first.numeral) !== base(use.numeral) && !reportedNames.has(key)) {
      reportedNames.add(key);
      findings.push(finding(context, 'reference-numeral', 'info', `"${key}" is numbered both ${first.numeral} and ${use.numeral}.`, use));
    }
  }
  return findings;
}

const last = (words: readonly string[]): string => words[words.length - 1] ?? '';
/** "12a" and "12b" are variants of one element 12. */
const base = (numeral: string): string => numeral.replace(/[a-z]$/, '');
