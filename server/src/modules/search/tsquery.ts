/**
 * Turns any text (two words typed in a box, or a whole claim) into a `to_tsquery('english', …)` input with
 * OR semantics: a claim read with AND semantics would match nothing, so every significant term may match
 * and the ranking decides. PostgreSQL's english configuration then stems each operand. Quoted phrases
 * become `<->` chains. Operands are plain [a-z0-9] words, so no input can inject tsquery syntax.
 */

/** Enough terms for a long claim to find its neighbours; every extra OR operand costs a posting-list read. */
export const MAX_QUERY_TERMS = 40;

/** English function words (PostgreSQL drops these too) and claim boilerplate, which every claim contains. */
const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing down during each few for from further had has have having he her here hers him his how i if in ' +
    'into is it its itself just me more most my no nor not of off on once only or other our out over own same she should so some ' +
    'such than that the their them then there these they this those through to too under until up very was we were what when where ' +
    'which while who whom why will with would you your ' +
    // Patent claim language: present in nearly every claim, so it ranks nothing.
    'claim claims claimed wherein whereby wherefrom thereof therein thereto thereby therefrom said comprising comprises comprise ' +
    'comprised including includes include consisting consists least plurality respective respectively configured according ' +
    'further first second third via based one two'
  ).split(' '),
);

export interface BuiltQuery {
  /** Input for `to_tsquery('english', $1)`; null when nothing searchable is left. */
  tsquery: string | null;
  /** The single terms kept (lower case, unstemmed), most frequent first. */
  terms: string[];
  phrases: string[][];
}

const WORD = /[\p{L}\p{N}]+/gu;

function words(text: string): string[] {
  return (text.normalize('NFKC').toLowerCase().match(WORD) ?? []).map((w) => w.normalize('NFD').replace(/\p{M}/gu, ''));
}

/** Reference numerals (10, 12a) and one-letter tokens carry no meaning in a claim or an abstract. */
function significant(word: string): boolean {
  if (word.length < 2 || STOP_WORDS.has(word)) return false;
  if (/^\d{1,3}[a-z]?$/.test(word)) return false;
  return /^[a-z0-9]+$/.test(word);
}

/** Most frequent first (a claim repeats its key nouns through antecedent basis), then first seen. */
function rankTerms(tokens: readonly string[]): string[] {
  const counts = new Map<string, { n: number; first: number }>();
  tokens.forEach((t, i) => {
    const c = counts.get(t);
    if (c) c.n++;
    else counts.set(t, { n: 1, first: i });
  });
  return [...counts.entries()].sort(([, a], [, b]) => b.n - a.n || a.first - b.first).map(([t]) => t);
}

/** The tsquery text of phrases and single terms, ORed. */
export function formatTsQuery(phrases: readonly string[][], terms: readonly string[]): string | null {
  const operands = [...phrases.map((p) => `(${p.map((w) => `'${w}'`).join(' <-> ')})`), ...terms.map((t) => `'${t}'`)];
  return operands.length ? operands.join(' | ') : null;
}

export function buildTsQuery(text: string, maxTerms = MAX_QUERY_TERMS): BuiltQuery {
  const phrases: string[][] = [];
  const loose: string[] = [];
  const unquoted = text.replace(/"([^"]*)"/g, (_match, inner: string) => {
    const phrase = words(inner).filter((w) => /^[a-z0-9]+$/.test(w));
    // A "phrase" of one significant word is just that word.
    if (phrase.filter(significant).length > 1) phrases.push(phrase);
    else loose.push(...phrase);
    return ' ';
  });
  const kept = phrases.slice(0, maxTerms);
  const terms = rankTerms([...loose, ...words(unquoted)].filter(significant)).slice(0, Math.max(0, maxTerms - kept.length));
  return { tsquery: formatTsQuery(kept, terms), terms, phrases: kept };
}

export interface SpecificTermsOptions {
  /** Terms found in more than this share of the documents are dropped… */
  maxShare: number;
  /** …unless fewer than this many would be left: then the rarest are kept. */
  min: number;
  max: number;
}

/** At least 8: a claim's 4 rarest words are often incidental (bench:quality prior-art recall@100 7.5 % against 29.2 %). */
export const SPECIFIC_TERMS: SpecificTermsOptions = { maxShare: 0.05, min: 8, max: 16 };

/**
 * For a long query (a claim), the terms that tell documents apart: a word in half the corpus ("data",
 * "system") ranks nothing and makes the OR match, and rank, nearly every row. Keeps the rarest terms, in
 * their original order; `share` is the fraction of documents containing the term (0 when unknown).
 */
export function specificTerms(terms: readonly string[], share: (term: string) => number, { maxShare, min, max }: SpecificTermsOptions = SPECIFIC_TERMS): string[] {
  const byRarity = terms.map((t, i) => ({ t, i, share: share(t) })).sort((a, b) => a.share - b.share || a.i - b.i);
  const rare = byRarity.filter((x) => x.share <= maxShare);
  const chosen = (rare.length >= min ? rare : byRarity.slice(0, min)).slice(0, max);
  return chosen.sort((a, b) => a.i - b.i).map((x) => x.t);
}
