import { singular } from '../text/words';

/**
 * Noun phrases of claim text without a tagger: runs of content words between stop words and punctuation.
 * A run after "the"/"said" (through quantifiers like "plurality of", "at least one") is definite, i.e. a
 * reference that needs an antecedent; any other run introduces its words.
 */
export interface NounPhrase {
  /** Singular lower-case words. */
  words: string[];
  definite: boolean;
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
  set forth if whether because thus hence therefore whereof like up out off down via based using used`.split(/\s+/),
);
const DEFINITE = new Set(['the', 'said']);
/** Words that may sit between a definite article and its noun without ending the reference. */
const QUANTIFIER = new Set(['at', 'least', 'one', 'or', 'more', 'plurality', 'of', 'each', 'both', 'all', 'respective', 'two', 'set', 'pair', 'series', 'group', 'number']);
/** Distinguishing modifiers: a reference made of these alone names nothing, and they are never dropped. */
export const MODIFIERS = new Set(
  'first second third fourth fifth sixth seventh eighth ninth tenth upper lower inner outer front rear top bottom left right proximal distal additional corresponding previous next last final initial primary secondary main auxiliary new'.split(' '),
);
const TOKEN = /[A-Za-z][A-Za-z0-9'’/-]*|\d[\w.]*|[^\sA-Za-z0-9]/g;

export function nounPhrases(text: string): NounPhrase[] {
  const phrases: NounPhrase[] = [];
  let definiteFrom: number | null = null;
  let current: NounPhrase | null = null;
  const close = (): void => {
    if (current) phrases.push(current);
    current = null;
  };
  for (const token of text.matchAll(TOKEN)) {
    const raw = token[0];
    const word = raw.toLowerCase();
    const content = /^[a-z]/.test(word) && !STOP.has(word) && !/ly$/.test(word) && word.length > 1;
    if (content) {
      if (!current) {
        current = { words: [], definite: definiteFrom !== null, start: definiteFrom ?? token.index, end: 0 };
        definiteFrom = null;
      }
      current.words.push(singular(word.replace(/['’]s$/, '')));
      current.end = token.index + raw.length;
      continue;
    }
    close();
    if (DEFINITE.has(word)) definiteFrom = token.index;
    else if (definiteFrom !== null && !(QUANTIFIER.has(word) || /ly$/.test(word))) definiteFrom = null;
  }
  close();
  return phrases;
}
