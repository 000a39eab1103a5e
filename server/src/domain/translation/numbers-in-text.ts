import { trimEndOf, trimStartOf } from '@iprism/shared/text';

/** A number as written: digits with an optional decimal part, either separator (German writes 1,5 for 1.5). */
const NUMBER = /(?<![\d.,])\d+(?:[.,]\d+)?(?![\d]|[.,]\d)/gu;

/** Words before a number that make it a quantity, not a numeral ("at least 3", "of 5", "mindestens 3"). */
const QUANTITY_WORDS = new Set(
  'a an the of at least most than about approximately to and or from between by with in for is are be claim claims step steps figure figures fig mindestens höchstens von bis und oder mit etwa als zwischen au moins plus de à et ou entre avec environ al menos más y o entre con aproximadamente'.split(' '),
);
/** Units and symbols after a number that make it a value. */
const UNIT_AFTER = /^\s*(?:%|°|‰|[µμ]m|nm|mm|cm|m|km|mg|g|kg|ml|l|s|ms|min|h|hz|khz|mhz|ghz|v|mv|a|ma|w|kw|pa|kpa|mpa|bar|k|ppm|wt|mol|db)(?![\p{L}])/iu;

export interface NumberToken {
  value: string;
  /** A reference numeral: a whole number right after a noun or in parentheses ("lever 12", "(12)"), not a quantity or a value with a unit. */
  numeral: boolean;
  /** The word before it, for a numeral: how the text names the part it labels. */
  word: string | null;
}

/** The numbers of a text, decimals read with either separator. */
export function numbersIn(text: string): NumberToken[] {
  const tokens: NumberToken[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const before = text.slice(0, match.index);
    const value = match[0].replace(',', '.');
    const integer = /^\d{1,4}$/.test(value);
    const word = wordBefore(before);
    const after = text.slice(match.index + match[0].length);
    const openParenthesis = trimEndOf(before, isSpace).endsWith('(');
    const inParentheses = openParenthesis && closesAfterLabel(after);
    const afterNoun = word !== null && !QUANTITY_WORDS.has(word.toLowerCase()) && !openParenthesis;
    const numeral = integer && !UNIT_AFTER.test(after) && (inParentheses || afterNoun);
    tokens.push({ value, numeral, word: numeral ? lastTerm(word) : null });
  }
  return tokens;
}

const isSpace = (char: string): boolean => /\s/.test(char);
const isWordChar = (char: string): boolean => /[\p{L}\p{M}'’-]/u.test(char);
const isLetter = (char: string): boolean => /\p{L}/u.test(char);

/**
 * The word that ends `before`, across spaces and one opening parenthesis ("blade (", "arm "). Scans, not a
 * `…\s*\(?\s*$` pattern: that retries from every position of a long run and is quadratic on hostile text.
 */
function wordBefore(before: string): string | null {
  let rest = trimEndOf(before, isSpace);
  if (rest.endsWith('(')) rest = trimEndOf(rest.slice(0, -1), isSpace);
  let start = rest.length;
  while (start > 0 && isWordChar(rest[start - 1]!)) start--;
  while (start < rest.length && !isLetter(rest[start]!)) start++;
  return start < rest.length ? rest.slice(start) : null;
}

/** Whether `after` closes a parenthesis right away or after one letter ("12)", "12a )"). */
function closesAfterLabel(after: string): boolean {
  let rest = trimStartOf(after, isSpace);
  if (/^[a-z]/.test(rest)) rest = trimStartOf(rest.slice(1), isSpace);
  return rest.startsWith(')');
}

/** For CJK text the "word" before a numeral is a run of characters; its last four stand for the term. */
function lastTerm(word: string | null): string | null {
  if (word === null) return null;
  return /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(word) ? [...word].slice(-4).join('') : word.toLowerCase();
}

/** What `a` has more of than `b`, as a sorted list of values with repeats. */
export function missingFrom(a: readonly string[], b: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const v of b) counts.set(v, (counts.get(v) ?? 0) + 1);
  const missing: string[] = [];
  for (const v of a) {
    const n = counts.get(v) ?? 0;
    if (n > 0) counts.set(v, n - 1);
    else missing.push(v);
  }
  return missing.sort((x, y) => Number(x) - Number(y));
}
