import { doubleMetaphone } from 'double-metaphone';
import { jaroWinkler } from './jaro-winkler';
import { compactMark } from './mark-text';

/**
 * Double Metaphone codes (Philips 2000) of a mark read as one word, through the maintained
 * `double-metaphone` package: a primary and an alternate reading. Digits are spelled out first so "4U"
 * sounds like "for you".
 */
export function soundCodes(mark: string): [string, string] {
  return doubleMetaphone(spellDigits(compactMark(mark)));
}

const DIGITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const spellDigits = (text: string): string => text.replace(/\d/g, (d) => DIGITS[Number(d)]!);

export interface SoundMatch {
  similarity: number;
  /** The codes that compared best. */
  codes: [string, string];
}

/**
 * How alike two marks sound: 1 when any reading of one equals any reading of the other, else the best
 * Jaro-Winkler similarity between their codes. 0 when either mark has no sound (digits or symbols only).
 */
export function soundSimilarity(a: string, b: string): SoundMatch {
  const codesA = [...new Set(soundCodes(a))];
  const codesB = [...new Set(soundCodes(b))];
  let best: SoundMatch = { similarity: 0, codes: [codesA[0] ?? '', codesB[0] ?? ''] };
  for (const x of codesA) {
    for (const y of codesB) {
      if (!x || !y) continue;
      const similarity = x === y ? 1 : jaroWinkler(x, y);
      if (similarity > best.similarity) best = { similarity, codes: [x, y] };
    }
  }
  return best;
}
