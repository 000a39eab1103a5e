import { singular } from '../text/words';

/**
 * Noun phrases of claim text without a tagger: runs of content words between stop words and punctuation.
 * A run after "the"/"said" (through quantifiers like "plurality of", "at least one") is definite, i.e. a
 * reference that needs an antecedent; any other run introduces its words.
 */
export interface NounPhrase {
  /** Singular lower-case words. */
  words: string[];
  /** The same words as written. */
  raw: string[];
  /** Abbreviations it defines, "light emitting diode (LED)": lower case, after how many of its words. */
  acronyms: { at: number; text: string }[];
  definite: boolean;
  /** After "a"/"an", "at least one", "one or more": a term the claim introduces as such. */
  indefinite: boolean;
  /** Offsets in the text given: from the determiner (definite) or first word, to the end of the last word. */
  start: number;
  end: number;
}

const STOP = new Set(
  `a an the said this these those that which who whom whose where wherein whereby whereas when while such and or nor but not no
  of in on at to for with from by into onto upon over under between among through throughout within without about above below
  along across after before during until via per than then thereof therein thereto therefrom thereby therewith thereon
  is are was were be been being has have had having do does did can could may might must shall should will would
  comprising comprises comprise comprised including includes include consisting consists consist containing contains contain
  configured adapted operable arranged capable able designed constructed so as it its they them their he she his her we our
  one two three four five six seven eight nine ten least more most each every any all both either neither some several
  plurality multiple various respective also further only other another same wherein claim claims according recited defined
  set forth if whether because thus hence therefore whereof like up out off down via based using used and/or`.split(/\s+/),
);
const DEFINITE = new Set(['the', 'said']);
const INDEFINITE = new Set(['a', 'an', 'least', 'more']);
/** Words that may sit between a definite article and its noun without ending the reference. */
const QUANTIFIER = new Set(['at', 'least', 'one', 'or', 'more', 'plurality', 'of', 'each', 'both', 'all', 'respective', 'two', 'set', 'pair', 'series', 'group', 'number']);
/** Distinguishing modifiers: a reference made of these alone names nothing, and they are never dropped. */
export const MODIFIERS = new Set(
  'first second third fourth fifth sixth seventh eighth ninth tenth upper lower inner outer front rear top bottom left right proximal distal additional corresponding previous next last final initial primary secondary main auxiliary new'.split(' '),
);
const TOKEN = /[A-Za-z][A-Za-z0-9'’/-]*|\d[\w.]*|[^\sA-Za-z0-9]/g;

/** "(LED)", "(UWB)", "(UI)": an abbreviation in parentheses, read as part of the phrase it follows. */
const ACRONYM = /\(([A-Z][\w-]{1,11})\)/g;
const isAcronym = (word: string): boolean => (word.match(/[A-Z0-9]/g) ?? []).length >= 2;

export function nounPhrases(source: string): NounPhrase[] {
  const acronyms = [...source.matchAll(ACRONYM)].filter((m) => isAcronym(m[1] ?? '')).map((m) => ({ index: m.index, text: (m[1] ?? '').toLowerCase() }));
  const text = source.replace(ACRONYM, (m, word: string) => (isAcronym(word) ? ' '.repeat(m.length) : m));
  const phrases: NounPhrase[] = [];
  let definiteFrom: number | null = null;
  let indefinite = false;
  let current: NounPhrase | null = null;
  let previousRaw = '';
  const close = (): void => {
    if (current) phrases.push(current);
    current = null;
  };
  for (const token of text.matchAll(TOKEN)) {
    const raw = token[0];
    // An abbreviation of the words before it continues their phrase ("diode (LED) array"); any other closes it.
    for (const a of acronyms) {
      if (!current || a.index < current.end || a.index >= token.index) continue;
      const at = current.words.length;
      if (current.words.some((w, i) => i >= at - a.text.length && w[0] === a.text[0])) current.acronyms.push({ at, text: a.text });
      else close();
    }
    const word = raw.toLowerCase();
    const content = /^[a-z]/.test(word) && !STOP.has(word) && !/ly$/.test(word) && word.length > 1;
    if (content) {
      // "the sensor provides data signals": a verb in -s after a singular noun ends the reference and what
      // follows it is a phrase of its own.
      if (current?.definite && isVerb(raw, previousRaw)) {
        close();
        previousRaw = raw;
        continue;
      }
      if (!current) {
        current = { words: [], raw: [], acronyms: [], definite: definiteFrom !== null, indefinite, start: definiteFrom ?? token.index, end: 0 };
        definiteFrom = null;
        indefinite = false;
      }
      current.words.push(singular(word.replace(/['’]s?$/, '')));
      current.raw.push(raw);
      current.end = token.index + raw.length;
      previousRaw = raw;
      continue;
    }
    close();
    previousRaw = raw;
    const passes = QUANTIFIER.has(word) || /ly$/.test(word);
    if (DEFINITE.has(word)) definiteFrom = token.index;
    else if (definiteFrom !== null && !passes) definiteFrom = null;
    if (INDEFINITE.has(word) && definiteFrom === null) indefinite = true;
    else if (!passes) indefinite = false;
  }
  close();
  return phrases;
}

/**
 * How many of the phrase's words name the thing: the reader has no tagger, so a reference runs on into the verb,
 * participle or adverb after its noun ("the controller adjusts", "the members open beyond", "the strand pressed
 * against", "the passage therebetween"); the name ends before the first such word. Of "the X's Y" the name is X.
 */
export function nameLength(phrase: NounPhrase, text: string): number {
  const next = /^[\s,]*([A-Za-z]+)/.exec(text.slice(phrase.end))?.[1]?.toLowerCase() ?? '';
  for (let k = 1; k < phrase.raw.length; k += 1) {
    if (phrase.words.slice(0, k).every((w) => MODIFIERS.has(w))) continue;
    // "the user's body", "the stops' downward extensions": a part of the thing named, which is what needs a basis.
    if (/['’]s?$/.test(phrase.raw[k - 1] ?? '')) return k;
    // Within the phrase the word after a verb is its object; at its end, the word that follows the phrase.
    if (runsOn(phrase.raw[k] ?? '', phrase.raw[k - 1] ?? '', k === phrase.raw.length - 1 ? next : phrase.raw[k + 1] ?? '')) return k;
  }
  return phrase.raw.length;
}

/** Whether `word`, after `previous` (and, when it ends the phrase, before `next`), is no longer part of the name. */
function runsOn(word: string, previous: string, next: string): boolean {
  if (!/^[a-z]/.test(word)) return false;
  if (/^[a-z]+(?:ed|en)$/.test(word) || IRREGULAR_PARTICIPLE.test(word) || RUN_ON.test(word)) return true;
  if (VERBS_IN_S.test(word) || /(?:iz|is|if)es$/.test(word)) return true;
  // "the controller adjusts the valve", "the display encourages execution": a word in -s after a singular noun,
  // taking an object, is its verb; "the ASIC chips and …", "the data signals are …" are plurals.
  if (/[^su'’]s$/.test(word)) return !PLURAL.test(previous) && !/^[A-Z0-9-]+$|(?:ed|ing)$/.test(previous) && (/^[a-z]/.test(next) && !STOP.has(next.toLowerCase()) || OBJECT_START.test(next));
  // "the members open": a bare verb after a plural.
  return PLURAL.test(previous) && !/(?:s|ing)$/.test(word);
}
const OBJECT_START = /^(?:the|a|an|said|each|its|their|one|both|all|any|with|to|from|into|less|more|over|across|through|by|based|according|at|as|after|before|toward|towards|upon|within|against|along|about|when)$/;
/** A plural as written: "members", not "synopsis", "bus" or "glass". */
const PLURAL = /[^isu'’]s$/;
export const IRREGULAR_PARTICIPLE = /^(?:sent|built|held|made|found|shown|drawn|known|chosen|given|taken|bound|kept)$/;
const RUN_ON = /^(?:there[a-z]+|adjacent|relative|responsive|together|apart|away|there|beyond|against|toward|towards|inside|outside|intermediate|opposite|plus|minus|coincide|fit|occur|vertical|horizontal|present|input|output|open|close|prevent|manage|cooperate|undergo|inhibit|correspond|emit|operate|rotate|extend|engage|contact|communicate|remain|reach|exceed|satisfy|match|provide|receive|send|become|make|take|allow|enable|cause|perform|satisfies)$/;

/** A present-tense verb after the noun it follows ("provides" after "sensor"), not a plural ("arms" after "robot"). */
function isVerb(raw: string, previousRaw: string): boolean {
  return VERBS_IN_S.test(raw) && !/(?:s|ed|ing)$/i.test(previousRaw);
}
const VERBS_IN_S = /^(?:provide|receive|transmit|send|generate|determine|comprise|include|contain|define|form|perform|store|output|produce|control|detect|measure|compare|select|identify|apply|supply|execute|process|indicate|correspond|extend|engage|rotate|move|carrie|tie|keep|cause|allow|enable|reduce|increase|decrease|maintain|convert|transfer|couple|connect|attach|support|hold|lie|face|surround|exceed|match|use|read|write|run|become|remain|cover|receive|emit|reflect|pass|start|stop|employ|open|close|inhibit|manage|satisfie|undergoe|cooperate|rest|sit|lie|occur|coincide)s$/;
