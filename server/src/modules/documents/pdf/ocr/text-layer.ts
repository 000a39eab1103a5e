/** What a page's text layer is worth: read as it is, or recognised from the page's image instead. */
export type TextLayerState = 'usable' | 'missing' | 'garbage';

/** Fewer visible characters than this is no text layer (a scan's page number or stray mark). */
const MIN_CHARS = 16;
const BROKEN_SHARE = 0.1;
/** Anything but letters, digits, marks and the punctuation of ordinary prose. */
const SYMBOL = /[^\p{L}\p{M}\p{N}\s.,;:!?'"’“”()[\]/\-–—§%&]/gu;
const SYMBOL_SHARE = 0.3;
/** Judged as words only with enough of them; a heading or a figure label is too short to tell. */
const MIN_WORDS = 20;
const PRONOUNCEABLE_SHARE = 0.5;
/**
 * Short words that any page of running prose in these languages uses; a long page without a single one is
 * not prose (a font whose codes were shifted reads "Wkh ghylfh ri fodlp 1").
 */
const COMMON_WORDS = new Set(
  'a an and as at by for from in is it of on or that the to which with wherein said der die das und ist ein eine von mit le la les de des du et un une est en el los las y del que di il e per'.split(' '),
);

/**
 * Whether a page's extracted text can be used. Text in a non-Latin script is left as it is: the recogniser
 * reads English, and the tests below only know Latin words.
 */
export function textLayerState(text: string): TextLayerState {
  const visible = text.replace(/\s+/gu, '');
  if (visible.length < MIN_CHARS) return 'missing';
  if ([...visible].filter(broken).length / visible.length > BROKEN_SHARE) return 'garbage';
  if (count(visible, SYMBOL) / visible.length > SYMBOL_SHARE) return 'garbage';
  const letters = count(visible, /\p{L}/gu);
  if (count(visible, /\p{Script=Latin}/gu) < letters / 2) return 'usable';
  const words = text.split(/\s+/u).map(lettersOf).filter((word) => /^\p{L}{2,}$/u.test(word) || /^[aAyYeE]$/u.test(word));
  if (words.length < MIN_WORDS) return 'usable';
  if (words.filter(pronounceable).length / words.length < PRONOUNCEABLE_SHARE) return 'garbage';
  if (!words.some((word) => COMMON_WORDS.has(word.toLowerCase()))) return 'garbage';
  return 'usable';
}

/** Control, replacement and private-use characters: a font without a Unicode map. */
function broken(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code < 0x20 && !'\t\n\r'.includes(char)) || (code >= 0x7f && code <= 0x9f) || (code >= 0xe000 && code <= 0xf8ff) || code === 0xfffd;
}

/** A token without the punctuation around it ("(claim," → "claim"), trimmed by a loop: a pattern would be quadratic on symbol runs. */
function lettersOf(token: string): string {
  const chars = [...token];
  let start = 0;
  let end = chars.length;
  while (start < end && !/\p{L}/u.test(chars[start]!)) start++;
  while (end > start && !/\p{L}/u.test(chars[end - 1]!)) end--;
  return chars.slice(start, end).join('');
}

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

/** A vowel, no run of five consonants, and the case of a word (lower, Capitalised or UPPER), not of noise. */
function pronounceable(word: string): boolean {
  const lower = word.toLowerCase();
  if (!/[aeiouyàâäéèêëïîôöùûüáíóúñ]/u.test(lower)) return false;
  if (/[bcdfghjklmnpqrstvwxz]{5}/u.test(lower)) return false;
  return word === lower || word === word.toUpperCase() || word.slice(1) === lower.slice(1);
}
