import type { Finding } from '@iprism/shared/contracts';
import type { ParsedClaim } from '../claims/parse-claims';
import { type CheckContext, finding } from './check-context';
import { MODIFIERS, type NounPhrase, nounPhrases } from './noun-phrases';
import { ocrDamaged } from './ocr-damage';
import { referenceSeverity } from './reference-severity';

/**
 * Antecedent basis (MPEP 2173.05(e)): "the X"/"said X" needs an earlier "a X" (or a bare mention) in the
 * same claim or in a claim it depends on, transitively. A reference matches when its longest leading
 * words that name something (not only "first", "upper" …) occur together in an introduced phrase, so
 * "the device" finds "a communication device", "the devices" finds "a device" and "said first arm" finds
 * "a first arm", while "the second arm" does not. How sure an unmatched reference is a defect decides its
 * severity (reference-severity.ts). Each term is reported once per dependency chain.
 */
const INHERENT = new Set(
  'same art following like invention present group step steps number amount presence absence basis use case extent manner way order rest remainder total sum whole above foregoing preceding other one ground atmosphere air environment earth world internet sun ornamental'.split(' '),
);
const MAX_WORDS = 4;

export function antecedentBasis(context: CheckContext): Finding[] {
  const { claims } = context;
  const phrasesOf = new Map(claims.map((c) => [c.number, nounPhrases(c.body)]));
  const keysOf = new Map(claims.map((c) => [c.number, introducedKeys(phrasesOf.get(c.number) ?? [])]));
  const introducedBy = new Map([...keysOf].map(([n, keys]) => [n, new Set(keys.flat())]));
  const damaged = ocrDamaged(claims.map((c) => c.body));
  const flagged = new Map<number, Set<string>>();
  const byNumber = new Map(claims.map((c) => [c.number, c]));
  const findings: Finding[] = [];

  for (const claim of claims) {
    const chain = ancestors(claim, byNumber);
    const chainText = chain.map((n) => byNumber.get(n)?.body ?? '').join('\n');
    const known = new Set(chain.flatMap((n) => [...(introducedBy.get(n) ?? [])]));
    const own = introducedBy.get(claim.number) ?? new Set<string>();
    const reported = new Set(chain.flatMap((n) => [...(flagged.get(n) ?? [])]));
    const mine = new Set<string>();
    const keys = keysOf.get(claim.number) ?? [];
    for (const [index, phrase] of (phrasesOf.get(claim.number) ?? []).entries()) {
      if (!phrase.definite) {
        for (const key of keys[index] ?? []) known.add(key);
        continue;
      }
      if (isExempt(phrase, claim.body) || matches(phrase.words, known)) continue;
      const severity = referenceSeverity({
        phrase,
        body: claim.body,
        earlier: `${chainText}\n${claim.body.slice(0, phrase.start)}`,
        introduced: (words) => words.length <= MAX_WORDS && known.has(words.join(' ')),
        introducedLaterInClaim: matches(phrase.words, own),
        ocrDamaged: damaged,
      });
      // Whatever is said of it, a term once named in the claim is known to the rest of it.
      for (const key of subPhrases(phrase.words)) known.add(key);
      if (severity === null) continue;
      // A claim whose own claim reference is broken may lean on the claim it meant: the reference finding says so.
      const brokenDependency = claim.references.some((r) => !claim.dependsOn.includes(r.claim));
      const shown = severity === 'error' && brokenDependency ? 'warning' : severity;
      const { term, end } = withoutVerb(phrase, claim.body);
      if (reported.has(term) || mine.has(term)) continue;
      mine.add(term);
      const elsewhere = claims.find((c) => c.number !== claim.number && !chain.includes(c.number) && matches(phrase.words, introducedBy.get(c.number) ?? new Set()));
      const excerpt = claim.body.slice(phrase.start, end);
      findings.push(
        finding(context, 'antecedent-basis', shown, `"${excerpt}" in claim ${claim.number} has no antecedent in this claim${chain.length > 0 ? ' or the claims it depends on' : ''}${
          elsewhere ? ` (claim ${elsewhere.number} introduces "${term}")` : ''}.`, {
          section: 'claims',
          start: claim.bodyStart + phrase.start,
          end: claim.bodyStart + end,
          claim: claim.number,
        }),
      );
    }
    flagged.set(claim.number, mine);
  }
  return findings;
}

/** Per phrase, what it introduces: every run of up to MAX_WORDS of its words (none for a definite phrase). */
function introducedKeys(phrases: readonly NounPhrase[]): string[][] {
  return phrases.map((p, i) => {
    if (p.definite) return [];
    const next = phrases[i + 1];
    // "first and second arms": the bare ordinal borrows the next phrase's noun.
    if (next && p.words.every((w) => MODIFIERS.has(w))) return subPhrases([...p.words, ...next.words.filter((w) => !MODIFIERS.has(w))]);
    return subPhrases(p.words);
  });
}

function subPhrases(words: readonly string[]): string[] {
  const keys: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    for (let j = i + 1; j <= Math.min(words.length, i + MAX_WORDS); j += 1) keys.push(words.slice(i, j).join(' '));
  }
  return keys;
}

/**
 * The reference as reported: "the controller adjusts" or "the stream corresponding" runs on into the verb
 * after its noun (the phrase reader has no tagger), so a last word in -s after one that is neither plural nor
 * a participle, or a last participle ("assigned", "corresponding"), is taken for the verb and left out.
 * Safe either way: a reference without antecedent has none for any leading part of it either.
 */
function withoutVerb(phrase: NounPhrase, body: string): { term: string; end: number } {
  const tokens = [...body.slice(phrase.start, phrase.end).matchAll(/\S+/g)];
  const [before, last] = tokens.slice(-2);
  const verb = (word: string, prior: string): boolean => /^[a-z]+ed$|^(?:correspond|extend|resid|fac|defin|be|hav|ly|project|point)ing$/.test(word) || (/^[a-z]+[^su'’]s$/i.test(word) && !/(?:s|ed|ing)$/i.test(prior));
  if (phrase.words.length > 1 && before && last && verb(last[0], before[0])) {
    return { term: phrase.words.slice(0, -1).join(' '), end: phrase.start + before.index + before[0].length };
  }
  return { term: phrase.words.join(' '), end: phrase.end };
}

function matches(words: readonly string[], known: ReadonlySet<string>): boolean {
  for (let k = Math.min(words.length, MAX_WORDS); k >= 1; k -= 1) {
    const prefix = words.slice(0, k);
    if (prefix.every((w) => MODIFIERS.has(w))) return false;
    if (known.has(prefix.join(' '))) return true;
  }
  return false;
}

/** "the same", "the art", a bare "the first", and the preamble's "The method of claim 1" need no antecedent. */
function isExempt(phrase: NounPhrase, body: string): boolean {
  const [first] = phrase.words;
  if (first === undefined || INHERENT.has(first) || phrase.words.every((w) => MODIFIERS.has(w))) return true;
  return /^[\s,]*(?:(?:as\s+)?(?:of|in|to|by|according\s+to|as\s+(?:claimed|recited|defined|set\s+forth|described)\s+in)\s+)(?:any\s+(?:one\s+)?of\s+)?claims?\b/i.test(body.slice(phrase.end, phrase.end + 60));
}

function ancestors(claim: ParsedClaim, byNumber: ReadonlyMap<number, ParsedClaim>): number[] {
  const seen = new Set<number>();
  const stack = [...claim.dependsOn];
  while (stack.length > 0) {
    const n = stack.pop() as number;
    if (seen.has(n)) continue;
    seen.add(n);
    stack.push(...(byNumber.get(n)?.dependsOn ?? []));
  }
  return [...seen];
}
