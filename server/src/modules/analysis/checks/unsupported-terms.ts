import type { Finding, SectionName } from '@iprism/shared/contracts';
import { type CheckContext, finding, sectionText } from './check-context';
import { claimTerm } from './claim-term';
import { nounPhrases } from './noun-phrases';
import { ocrDamaged } from './text-quality';
import { singular } from '../text/words';

/** The description a claim term needs support in (35 U.S.C. 112(a), MPEP 2163). */
export const DESCRIPTION_SECTIONS: SectionName[] = ['crossReference', 'field', 'background', 'summary', 'drawings', 'detailedDescription'];
const MAX_TERM_WORDS = 3;

/**
 * Claim terms the description never uses. The terms of substance are the noun phrases a claim introduces
 * ("a drive shaft", "at least one retainer flange"), cut to their noun (claim-term.ts); a term whose noun the
 * description never uses, in any spelling of a compound, is a warning; a multiword term whose words never stand
 * together in the description is info. Each term is reported once, at its first use; on OCR-damaged claims
 * everything is info. The description is read (twice: hyphenated words whole and split) into a word set and the
 * n-grams the claims ask about, so a long application stays linear.
 */
export function unsupportedTerms(context: CheckContext): Finding[] {
  const description = DESCRIPTION_SECTIONS.map((name) => sectionText(context, name)?.text ?? '').join('\n');
  if (description.trim() === '') return [];
  const terms = new Map<string, { words: string[]; claim: number; start: number; end: number }>();
  for (const claim of context.claims) {
    for (const phrase of nounPhrases(claim.body)) {
      const term = phrase.indefinite ? claimTerm(phrase.words) : null;
      if (!term) continue;
      const words = term.slice(-MAX_TERM_WORDS);
      const key = words.join(' ');
      if (terms.has(key)) continue;
      terms.set(key, { words, claim: claim.number, start: claim.bodyStart + phrase.start, end: claim.bodyStart + phrase.end });
    }
  }
  const present = presentPhrases(description, [...terms].flatMap(([key, term]) => [key, term.words[term.words.length - 1] ?? '']));
  const damaged = ocrDamaged(context.claims.map((c) => c.body));
  const findings: Finding[] = [];
  for (const [key, term] of terms) {
    if (present.has(key)) continue;
    const noun = term.words[term.words.length - 1] ?? '';
    const at = { section: 'claims' as const, start: term.start, end: term.end, claim: term.claim };
    if (!present.has(noun)) findings.push(finding(context, 'unsupported-term', damaged ? 'info' : 'warning', `"${noun}" (claim ${term.claim}) does not appear in the description.`, at));
    else if (term.words.length > 1) findings.push(finding(context, 'unsupported-term', 'info', `"${key}" (claim ${term.claim}) does not appear as such in the description.`, at));
  }
  return findings;
}

/** A description read into its singular words: as written, and with hyphenated words split. */
interface DescriptionWords {
  sequences: readonly (readonly string[])[];
  /** Every phrase asked about so far and whether the description has it. */
  answers: Map<string, boolean>;
}

/**
 * Which of `wanted` (words, joined compounds and phrases of up to MAX_TERM_WORDS singular words) occur in
 * `text`. A compound counts in each of its spellings: "foot plate" also as "footplate", "ultra-wideband" as it
 * is and as "ultra wideband". Only the phrases asked about are built, so a long description is one linear
 * pass; the last few descriptions keep their words and answers, so the drafting editor's checks, which send
 * the same specification with every edit of the claims, read it once.
 */
function presentPhrases(text: string, wanted: readonly string[]): ReadonlySet<string> {
  const described = describedWords(text);
  const unknown = new Set(wanted.filter((w) => w && !described.answers.has(w)));
  if (unknown.size) {
    const found = scan(described.sequences, unknown);
    for (const phrase of unknown) described.answers.set(phrase, found.has(phrase));
  }
  return new Set(wanted.filter((w) => described.answers.get(w)));
}

function describedWords(text: string): DescriptionWords {
  const cached = WORDS_CACHE.get(text);
  if (cached) return cached;
  // A description repeats its words: each distinct spelling is made singular once.
  const memo = new Map<string, string>();
  const single = (word: string): string => {
    let known = memo.get(word);
    if (known === undefined) memo.set(word, (known = singular(word)));
    return known;
  };
  const tokens = (text.match(/[A-Za-z][A-Za-z0-9'’/-]*/g) ?? []).map((raw) => single(raw.includes("'") || raw.includes('’') ? raw.replace(/['’]s?$/, '') : raw));
  const split: string[] = [];
  for (const token of tokens) {
    if (!token.includes('-')) split.push(single(token));
    else for (const part of token.split('-')) if (part) split.push(single(part));
  }
  const same = split.length === tokens.length && split.every((word, i) => word === tokens[i]);
  const described = { sequences: same ? [tokens] : [tokens, split], answers: new Map<string, boolean>() };
  if (WORDS_CACHE.size >= WORDS_CACHE_SIZE) WORDS_CACHE.delete(WORDS_CACHE.keys().next().value!);
  WORDS_CACHE.set(text, described);
  return described;
}

/** The phrases of `wanted` that occur in the word sequences; a phrase is built only where its last word stands. */
function scan(sequences: readonly (readonly string[])[], wanted: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const lastWords = new Set([...wanted].filter((w) => w.includes(' ')).map((w) => w.slice(w.lastIndexOf(' ') + 1)));
  // A joined compound ("foot" + "plate") is singularised, which shortens it by at most two letters.
  const lengths = new Set([...wanted].map((w) => w.length));
  const joinable = (length: number) => lengths.has(length) || lengths.has(length - 1) || lengths.has(length - 2);
  for (const words of sequences) {
    for (let i = 0; i < words.length; i += 1) {
      const word = words[i]!;
      const previous = i > 0 ? words[i - 1]! : undefined;
      if (wanted.has(word)) found.add(word);
      if (word.includes('-')) {
        const joined = singular(word.replace(/-/g, ''));
        if (wanted.has(joined)) found.add(joined);
      }
      if (previous && joinable(previous.length + word.length)) {
        const joined = singular(`${previous}${word}`);
        if (wanted.has(joined)) found.add(joined);
      }
      if (previous && lastWords.has(word)) {
        const two = `${previous} ${word}`;
        if (wanted.has(two)) found.add(two);
        const three = i > 1 ? `${words[i - 2]!} ${two}` : '';
        if (three && wanted.has(three)) found.add(three);
      }
    }
  }
  return found;
}

const WORDS_CACHE_SIZE = 4;
const WORDS_CACHE = new Map<string, DescriptionWords>();
