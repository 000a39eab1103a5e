import type { FindingSeverity } from '@iprism/shared/contracts';
import { IRREGULAR_PARTICIPLE, MODIFIERS, type NounPhrase } from './noun-phrases';

/** A definite reference no earlier phrase introduces, with what the severity needs to know about it. */
export interface Reference {
  phrase: NounPhrase;
  /** Its words that name the thing, without the verb or adverb it ran on into (noun-phrases.ts nameLength). */
  name: readonly string[];
  /** The claim's text the phrase offsets point into. */
  body: string;
  /** The text the reference may lean on: the claims it depends on and this claim up to the reference. */
  earlier: string;
  /** Whether `words` (all of them, in order) were introduced before the reference. */
  introduced: (words: readonly string[]) => boolean;
  introducedLaterInClaim: boolean;
  ocrDamaged: boolean;
}

const ORDINALS = new Set('first second third fourth fifth sixth seventh eighth ninth tenth'.split(' '));
const SUPERLATIVE = new Set(
  'maximum minimum optimum best worst highest lowest largest smallest greatest least longest shortest earliest latest nearest closest farthest furthest fastest slowest strongest weakest widest narrowest deepest thinnest thickest oldest newest heaviest lightest'.split(' '),
);
/** Parts and properties every thing has: "the outer surface of said sphere" needs no antecedent (MPEP 2173.05(e)). */
const INHERENT_OF = new Set(
  'surface side end edge face tip size length width height depth thickness diameter radius circumference periphery perimeter center centre middle axis interior exterior inside outside top bottom front rear back shape form weight mass volume area quantity amount ratio proportion range rate speed velocity frequency period duration time temperature pressure density concentration dose level value magnitude intensity strength position location orientation direction angle quality context presence absence state status remainder majority entirety content contents body boundary border proximity distance mode type color colour wavelength material composition reciprocal inverse logarithm square root average mean'.split(' '),
);
/** Nouns naming an act (a step of the claim), which "the comparing" or "the analysis" refer back to. */
const DEVERBAL = /(?:ing|tion|sion|ment|sis|ance|ence|al)$/;
/** Of those, the ones that name an act or a state of something ("the movement of the air"), not a part ("portion"). */
const ACT = /(?:ing|ation|ition|ution|ment|sis|ance|ence)$/;
/** A past participle used as an adjective: "the detected change" refers to the claim's "detecting a change". */
const isParticiple = (word: string): boolean => /(?:ed|en)$/.test(word) || IRREGULAR_PARTICIPLE.test(word);

/**
 * How sure a definite reference without a literal antecedent is a defect (MPEP 2173.05(e)). An error is
 * reserved for the near-certain case: nothing in the claim or the claims it depends on introduces the term in
 * any form. Uses that need no antecedent give null: superlatives ("the least significant bit"), proper names,
 * Markush formula references, inherent parts and properties ("the outer surface of said sphere", MPEP
 * 2173.05(e)), references to the claim's own steps ("the comparing", "the detected change" after "detecting a
 * change"), a Markush "the nitrogen atom to which they are attached". An adjectival variant of an introduced term
 * ("the flat strand" after "a strand") is a warning, as are a term introduced only later in the same claim and a
 * part of a recited thing ("the driver of the vehicle"); OCR-damaged claim text gives info at most.
 */
export function referenceSeverity(ref: Reference): FindingSeverity | null {
  if (isNaming(ref.phrase, ref.body) || needsNoAntecedent(ref)) return null;
  if (ref.ocrDamaged) return 'info';
  if (ref.introducedLaterInClaim) return 'warning';
  // "the driver of the vehicle", "the hind legs of the livestock": a part of a recited thing, which it may or may
  // not have inherently; only the attorney can tell.
  if (/^\s*of\s+(?:the|said)\b/i.test(ref.body.slice(ref.phrase.end, ref.phrase.end + 12))) return 'warning';
  const words = ref.name;
  for (let drop = 1; drop < words.length; drop += 1) {
    const rest = words.slice(drop);
    if (rest.every((w) => MODIFIERS.has(w)) || !ref.introduced(rest)) continue;
    // "the second arm" after "a first arm" names another thing; "the flat strand" after "a strand" likely the same one.
    return words.slice(0, drop).some((w) => ORDINALS.has(w)) ? 'error' : 'warning';
  }
  return 'error';
}

/** "the transcoded stream being the output stream": the definite names a thing; it does not refer to one. */
export function isNaming(phrase: NounPhrase, body: string): boolean {
  return /\b(?:being|called|termed|referred\s+to\s+as)\s*$/i.test(body.slice(Math.max(0, phrase.start - 20), phrase.start));
}

export function needsNoAntecedent(ref: Reference): boolean {
  const { phrase, name, body, earlier } = ref;
  const raw = body.slice(phrase.start, phrase.end);
  const after = body.slice(phrase.end, phrase.end + 40);
  const [first = '', ...rest] = name;
  const head = name[name.length - 1] ?? '';
  if (/^(?:the|said)\s+(?:least|most)\b/i.test(raw) || SUPERLATIVE.has(first)) return true;
  // "the morphological and physiological characteristics": the adjective shares the noun of what follows.
  if (name.length === 1 && /(?:al|ic|ous|ive|ary|ar)$/.test(first) && /^\s*(?:and|or|and\/or)\s/i.test(after)) return true;
  if (isProperName(raw)) return true;
  if (name.some((w) => w === 'formula' || w === 'structure') && /\bformula\b/i.test(earlier)) return true;
  if (/^\s*(?:set\s+forth|recited|defined|described|mentioned|listed|of\s+step|to\s+which)\b/i.test(after)) return true;
  if (/^\s*(?:of|thereof|on|in|at|along|across)\b/i.test(after) && (INHERENT_OF.has(head) || ACT.test(head))) return true;
  // "the bed of a trailer": the part of a thing introduced right there, as in "a trailer's bed".
  if (/^\s*of\s+(?:a|an)\s/i.test(after)) return true;
  if (isParticiple(first) && ((rest.length > 0 && ref.introduced(rest)) || sharesStem(first, earlier, false))) return true;
  // "the comparing", "said selective removing" after "selectively removing": the claim's own step.
  if ((name.length === 1 || (head.endsWith('ing') && /(?:ive|al|ed|ic)$/.test(name[name.length - 2] ?? ''))) && DEVERBAL.test(head) && sharesStem(head, earlier, true)) return true;
  // "the time-stamp" of "time-stamped elements", "the hinge" of "a hinged lid".
  if (new RegExp(`\\b${escape(head)}(?:ed|d)\\b`, 'i').test(earlier)) return true;
  // "said converting step" after "converting ...".
  if (head === 'step' && name.length > 1 && sharesStem(first, earlier, true)) return true;
  // "the foot plate" after "a footplate", "the time-stamp" after "a time stamp".
  const split = name.flatMap((w) => w.split('-'));
  return (split.length > 1 && ref.introduced([split.join('')])) || (split.length > name.length && ref.introduced(split));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** "the Santa Rosa" (a variety), "the Internet Protocol": every word capitalised, not an acronym. */
function isProperName(raw: string): boolean {
  const words = raw.split(/\s+/).slice(1);
  return words.length > 0 && words.every((w) => /^[A-Z][a-z]/.test(w));
}

/**
 * Whether `text` has the same verb or act as `word` ("detected" / "detecting", "analysis" / "analyzing"), counting
 * the word itself only when `same` ("said removing" after "removing"; "the predetermined X" needs more).
 */
function sharesStem(word: string, text: string, same: boolean): boolean {
  const own = root(word);
  if (own.length < 4) return false;
  for (const match of text.toLowerCase().matchAll(/[a-z]{4,}/g)) if ((same || match[0] !== word) && root(match[0]) === own) return true;
  return false;
}

/** The first letters of a word without its inflection or nominal ending: enough to tell one verb from another. */
function root(word: string): string {
  return word.replace(/(?:ing|ed|en|ion|sis|ance|ence|al|es|e|s)$/, '').slice(0, 5);
}
