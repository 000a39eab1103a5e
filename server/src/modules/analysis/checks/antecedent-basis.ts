import type { Finding } from '@iprism/shared/contracts';
import type { ParsedClaim } from '../claims/parse-claims';
import { type CheckContext, finding } from './check-context';
import { MODIFIERS, nameLength, type NounPhrase, nounPhrases } from './noun-phrases';
import { ocrDamaged, translated } from './text-quality';
import { isNaming, referenceSeverity } from './reference-severity';

/** Words that make any reference need no antecedent: "the same material", "the next frame", "the steps of". */
const INHERENT_FIRST = new Set('same following like present above foregoing preceding next previous subsequent other one ornamental step steps'.split(' '));
/** References that need none by themselves: "the art", "the group consisting of", "the ambient air". */
const INHERENT = new Set(
  'art invention group step steps number amount range proviso presence absence basis use case extent manner way order rest remainder total sum whole ground atmosphere air environment earth world internet sun'.split(' '),
);
const MAX_WORDS = 4;

/**
 * Antecedent basis (MPEP 2173.05(e)): "the X"/"said X" needs an earlier "a X" (or a bare mention) in the
 * same claim or in a claim it depends on, transitively. A reference matches when its words (up to four, not
 * only "first", "upper" …) occur together in an introduced phrase, so "the device" finds "a communication
 * device", "the devices" finds "a device" and "said first arm" finds "a first arm", while "the second arm" and
 * "the base plate" (after "a base end") do not. How sure an unmatched reference is a defect decides its
 * severity (reference-severity.ts). Each term is reported once per dependency chain.
 */
export function antecedentBasis(context: CheckContext): Finding[] {
  const { claims } = context;
  const phrasesOf = new Map(claims.map((c) => [c.number, nounPhrases(c.body)]));
  const keysOf = new Map(claims.map((c) => [c.number, introducedKeys(phrasesOf.get(c.number) ?? [], c.body)]));
  const introducedBy = new Map([...keysOf].map(([n, keys]) => [n, new Set(keys.flat())]));
  const damaged = ocrDamaged(claims.map((c) => c.body));
  const foreign = translated(claims.map((c) => c.body));
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
      const name = phrase.words.slice(0, nameLength(phrase, claim.body));
      if (isExempt(phrase, claim.body) || introduced(phrase, name, known)) continue;
      const severity = referenceSeverity({
        phrase,
        name,
        body: claim.body,
        earlier: `${chainText}\n${claim.body.slice(0, phrase.start)}`,
        introduced: (words) => words.length <= MAX_WORDS && known.has(words.join(' ')),
        introducedLaterInClaim: introduced(phrase, name, own),
        ocrDamaged: damaged,
      });
      // Whatever is said of it, a term once named in the claim is known to the rest of it.
      for (const key of subPhrases(phrase.words)) known.add(key);
      if (severity === null) continue;
      // A claim whose own claim reference is broken may lean on the claim it meant (the reference finding says so);
      // translated wording may have lost an article the original had.
      const brokenDependency = claim.references.some((r) => !claim.dependsOn.includes(r.claim));
      const level = severity === 'error' && (brokenDependency || foreign) ? 'warning' : severity;
      // Reported without a last word in -ing, most often the verb it ran on into ("the fixed part receiving").
      let shown = name.length;
      while (shown > 1 && /ing$/.test(phrase.raw[shown - 1] ?? '')) shown -= 1;
      const term = name.slice(0, shown).join(' ');
      const end = nameEnd(phrase, shown, claim.body);
      if (reported.has(term) || mine.has(term)) continue;
      mine.add(term);
      const elsewhere = claims.find((c) => c.number !== claim.number && !chain.includes(c.number) && introduced(phrase, name, introducedBy.get(c.number) ?? new Set()));
      const excerpt = claim.body.slice(phrase.start, end);
      findings.push(
        finding(context, 'antecedent-basis', level, `"${excerpt}" in claim ${claim.number} has no antecedent in this claim${chain.length > 0 ? ' or the claims it depends on' : ''}${
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

/**
 * Per phrase, what it introduces: every run of up to MAX_WORDS of its words (none for a definite phrase that
 * refers), and the same term said another way: with a defined abbreviation for the words it stands for ("a light
 * emitting diode (LED)" introduces "LED"), without some of its modifiers ("a customer mobile device" introduces
 * "customer device"), in the parts of its hyphenated words ("a patch-ASIC chip" introduces "ASIC chip"), and
 * "a header of an RTP packet" also "RTP header".
 */
function introducedKeys(phrases: readonly NounPhrase[], body: string): string[][] {
  return phrases.map((p, i) => {
    if (p.definite && !isNaming(p, body)) return [];
    const next = phrases[i + 1];
    // "first and second arms": the bare ordinal borrows the next phrase's noun.
    if (next && p.words.every((w) => MODIFIERS.has(w))) return subPhrases([...p.words, ...next.words.filter((w) => !MODIFIERS.has(w))]);
    const parts = p.words.flatMap((w) => w.split('-'));
    const forms = [p.words, ...shortened(p.words), ...(parts.length > p.words.length ? [parts] : [])];
    for (const { at, text } of p.acronyms) {
      for (let k = 1; k <= Math.min(at, text.length); k += 1) {
        if (p.words[at - k]?.[0] === text[0]) forms.push([...p.words.slice(0, at - k), text, ...p.words.slice(at)]);
      }
    }
    const head = p.words[p.words.length - 1];
    if (next && head && /^\s+of\s+(?:a|an)\s+$/i.test(body.slice(p.end, next.start))) forms.push([...next.words, head], [...next.words.slice(0, -1), head]);
    return forms.flatMap(subPhrases);
  });
}

/** The phrase without one or two of the words before its noun, for a phrase of three to five words. */
function shortened(words: readonly string[]): string[][] {
  if (words.length < 3 || words.length > 5) return [];
  const last = words.length - 1;
  const forms: string[][] = [];
  for (let a = 0; a < last; a += 1) {
    forms.push(words.filter((_, i) => i !== a));
    for (let b = a + 1; b < last; b += 1) forms.push(words.filter((_, i) => i !== a && i !== b));
  }
  return forms;
}

function subPhrases(words: readonly string[]): string[] {
  const keys: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    for (let j = i + 1; j <= Math.min(words.length, i + MAX_WORDS); j += 1) keys.push(words.slice(i, j).join(' '));
  }
  return keys;
}

/** Where the name of a reference ends in the text: after its `count`-th word as written. */
function nameEnd(phrase: NounPhrase, count: number, body: string): number {
  let seen = 0;
  for (const token of body.slice(phrase.start, phrase.end).matchAll(/[A-Za-z][A-Za-z0-9'’/-]*/g)) {
    if (token[0] !== phrase.raw[seen]) continue;
    seen += 1;
    if (seen === count) return phrase.start + token.index + token[0].length;
  }
  return phrase.end;
}

function matches(words: readonly string[], known: ReadonlySet<string>): boolean {
  const prefix = words.slice(0, MAX_WORDS);
  return !prefix.every((w) => MODIFIERS.has(w)) && known.has(prefix.join(' '));
}

/**
 * Whether a reference is introduced: its name, or the part of it before a word in -ing, which may be the verb it
 * ran on into ("the housing passage directing air") as well as part of the name ("the tine attaching fastener").
 */
function introduced(phrase: NounPhrase, name: readonly string[], known: ReadonlySet<string>): boolean {
  if (matches(name, known)) return true;
  for (let k = 1; k < name.length; k += 1) if (/ing$/.test(phrase.raw[k] ?? '') && matches(name.slice(0, k), known)) return true;
  return false;
}

/** "the same", "the art", a bare "the first", and the preamble's "The method of claim 1" need no antecedent. */
function isExempt(phrase: NounPhrase, body: string): boolean {
  const [first] = phrase.words;
  if (first === undefined || INHERENT_FIRST.has(first) || phrase.words.every((w) => MODIFIERS.has(w))) return true;
  if (phrase.words.length === 1 && INHERENT.has(first)) return true;
  // "ofclaim 1": OCR may have run the claim reference into its preposition.
  if (/(?:of|to|in)claims?$/i.test(phrase.raw[phrase.raw.length - 1] ?? '')) return true;
  return /^[\s,]*(?:(?:as\s+)?(?:of|in|to|by|according\s+to|as\s+(?:claimed|recited|defined|set\s+forth|described)\s+in)\s*)(?:any\s+(?:one\s+)?of\s+)?claims?\b/i.test(body.slice(phrase.end, phrase.end + 60));
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
