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
  const present = presentPhrases(description);
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

/**
 * Every word, joined compound and phrase of up to MAX_TERM_WORDS consecutive singular words in `text`. A
 * compound counts in each of its spellings: "foot plate" also as "footplate", "ultra-wideband" as it is and
 * as "ultra wideband". The last few descriptions are kept, so the drafting editor's checks, which send the
 * same specification with every edit of the claims, read it once.
 */
function presentPhrases(text: string): ReadonlySet<string> {
  const cached = PHRASE_CACHE.get(text);
  if (cached) return cached;
  const present = new Set<string>();
  const tokens = [...text.matchAll(/[A-Za-z][A-Za-z0-9'’/-]*/g)].map((m) => singular(m[0].replace(/['’]s?$/, '')));
  for (const words of [tokens, tokens.flatMap((t) => t.split('-').filter(Boolean).map(singular))]) {
    const window: string[] = [];
    for (const word of words) {
      const previous = window[window.length - 1];
      window.push(word);
      if (window.length > MAX_TERM_WORDS) window.shift();
      present.add(word);
      if (word.includes('-')) present.add(singular(word.replace(/-/g, '')));
      if (previous) present.add(singular(`${previous}${word}`));
      for (let n = 2; n <= window.length; n += 1) present.add(window.slice(-n).join(' '));
    }
  }
  if (PHRASE_CACHE.size >= PHRASE_CACHE_SIZE) PHRASE_CACHE.delete(PHRASE_CACHE.keys().next().value!);
  PHRASE_CACHE.set(text, present);
  return present;
}

const PHRASE_CACHE_SIZE = 4;
const PHRASE_CACHE = new Map<string, ReadonlySet<string>>();
