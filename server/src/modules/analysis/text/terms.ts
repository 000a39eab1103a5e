import { singular } from './words';

/**
 * Content terms of a text for overlap scoring (claim chart, IDS relevance): lower case, singular, without
 * the stop words and the claim boilerplate that every patent shares ("comprising", "wherein", "said").
 */
const STOP = new Set(
  (
    'a an the and or of to in on for with by at from as is are was were be been being it its this that these those which ' +
    'such said wherein whereby thereof therein thereby comprising comprises comprise including includes include having has ' +
    'have consisting consists least one more plurality each any all other first second third fourth configured adapted ' +
    'operable capable further between into onto upon within via using used use based least same respective respectively ' +
    'claim claims according method system apparatus device least when where while than then not no can may will would ' +
    'should also but if so only both either neither'
  ).split(' '),
);

const TOKEN = /[a-z0-9][a-z0-9-]*/g;

export function terms(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().match(TOKEN) ?? []) {
    if (raw.length < 3 || STOP.has(raw) || /^\d+$/.test(raw)) continue;
    out.push(stem(singular(raw)));
  }
  return out;
}

export const termSet = (text: string): Set<string> => new Set(terms(text));

/** Share of `needle`'s distinct terms found in `haystack` (0..1); 0 when `needle` has none. */
export function coverage(needle: ReadonlySet<string>, haystack: ReadonlySet<string>): number {
  if (needle.size === 0) return 0;
  let hit = 0;
  for (const t of needle) if (haystack.has(t)) hit++;
  return hit / needle.size;
}

/** Light suffix stripping so "receive", "receiving" and "received" meet (not a full stemmer). */
function stem(word: string): string {
  for (const suffix of ['ations', 'ation', 'ings', 'ing', 'edly', 'ed', 'ly', 'ment', 'ments']) {
    if (word.length - suffix.length >= 4 && word.endsWith(suffix)) return word.slice(0, -suffix.length);
  }
  return word.length > 4 && word.endsWith('e') ? word.slice(0, -1) : word;
}
