import type { AlignedClaim, GlossaryEntry, TranslationIssue, TranslationLanguage, TranslationQc } from '@iprism/shared/contracts';
import { alignClaims } from './align-claims';
import { referencedClaims, withoutClaimReferences } from './claim-references-any-language';
import { missingFrom, numbersIn } from './numbers-in-text';
import { nounFor } from '@iprism/shared/text';

/** Languages written without spaces between words: terms are found anywhere, not at word boundaries. */
const UNSPACED: readonly TranslationLanguage[] = ['ja', 'zh'];
/** This many source words in a row, found as they are in the translation, is a segment left untranslated. */
const UNTRANSLATED_RUN = 5;

const list = (values: readonly (string | number)[]): string => values.join(', ');

/**
 * The integrity check after a translation: every claim number kept, every claim referring to the same
 * claims as its source, every reference numeral kept. A claim whose numbers changed is named.
 */
export function translationIntegrity(source: string, translation: string): { claims: AlignedClaim[]; issues: TranslationIssue[] } {
  const claims = alignClaims(source, translation);
  const issues: TranslationIssue[] = [];
  for (const claim of claims) {
    if (claim.source === null) {
      issues.push({ kind: 'claim-numbers', claim: claim.number, message: `Claim ${claim.number} is in the translation but not in the source.` });
      continue;
    }
    if (claim.translation === null) {
      issues.push({ kind: 'claim-numbers', claim: claim.number, message: `Claim ${claim.number} of the source is missing from the translation.` });
      continue;
    }
    const before = referencedClaims(claim.source);
    const after = referencedClaims(claim.translation);
    if (list(before) !== list(after)) {
      const was = before.length ? `claim ${list(before)}` : 'no claim';
      const now = after.length ? `claim ${list(after)}` : 'no claim';
      issues.push({ kind: 'claim-reference', claim: claim.number, message: `Claim ${claim.number} refers to ${was} in the source but to ${now} in the translation.` });
    }
    const sourceNumbers = numbersIn(withoutClaimReferences(claim.source));
    const targetNumbers = numbersIn(withoutClaimReferences(claim.translation));
    const lost = missingFrom(sourceNumbers.map((t) => t.value), targetNumbers.map((t) => t.value));
    const added = missingFrom(targetNumbers.map((t) => t.value), sourceNumbers.map((t) => t.value));
    const isNumeral = (tokens: typeof sourceNumbers, value: string) => tokens.some((t) => t.value === value && t.numeral);
    for (const numeral of [true, false]) {
      const kind = numeral ? 'numeral' : 'number';
      const what = numeral ? 'reference numeral' : 'number';
      const gone = lost.filter((v) => isNumeral(sourceNumbers, v) === numeral);
      const extra = added.filter((v) => isNumeral(targetNumbers, v) === numeral);
      if (gone.length) issues.push({ kind, claim: claim.number, message: `Claim ${claim.number}: ${nounFor(gone.length, what)} ${list(gone)} of the source ${gone.length === 1 ? 'is' : 'are'} missing from the translation.` });
      if (extra.length) issues.push({ kind, claim: claim.number, message: `Claim ${claim.number}: ${nounFor(extra.length, what)} ${list(extra)} in the translation ${extra.length === 1 ? 'is' : 'are'} not in the source.` });
    }
  }
  return { claims, issues };
}

/**
 * The offline quality check of a human translation, claim by claim: the integrity check, then glossary
 * terms not rendered as the glossary says, one source term rendered in different ways (found through the
 * reference numeral both texts attach to it: "lever 12" rendered "Hebel 12" here and "Arm 12" there),
 * and source wording left untranslated (a whole claim, or five source words in a row).
 */
export function translationQc(input: { source: string; translation: string; sourceLanguage: TranslationLanguage; targetLanguage: TranslationLanguage; glossary?: readonly GlossaryEntry[] }): TranslationQc {
  const { claims, issues } = translationIntegrity(input.source, input.translation);
  const paired = claims.filter((c): c is AlignedClaim & { source: string; translation: string } => c.source !== null && c.translation !== null);
  for (const claim of paired) {
    for (const entry of missedGlossaryTerms(claim.source, claim.translation, input, input.glossary ?? [])) {
      issues.push({ kind: 'glossary', claim: claim.number, message: `Claim ${claim.number}: "${entry.source}" should be rendered "${entry.target}" (glossary).` });
    }
  }
  issues.push(...inconsistentRenderings(paired));
  if (input.sourceLanguage !== input.targetLanguage) issues.push(...untranslated(paired));
  return { claims, issues };
}

/** The glossary pairs whose source term the source holds but whose target term the translation does not. */
export function missedGlossaryTerms(
  source: string,
  translation: string,
  languages: { sourceLanguage: TranslationLanguage; targetLanguage: TranslationLanguage },
  glossary: readonly GlossaryEntry[],
): GlossaryEntry[] {
  return glossary.filter((entry) => contains(source, entry.source, languages.sourceLanguage) && !contains(translation, entry.target, languages.targetLanguage));
}

const sameText = (a: string, b: string): boolean => a.toLowerCase().replace(/\s+/g, ' ').trim() === b.toLowerCase().replace(/\s+/g, ' ').trim();

function contains(text: string, term: string, language: TranslationLanguage): boolean {
  const haystack = text.normalize('NFC').toLocaleLowerCase(language);
  const needle = term.normalize('NFC').toLocaleLowerCase(language).trim();
  if (UNSPACED.includes(language)) return haystack.includes(needle);
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(haystack);
}

function inconsistentRenderings(claims: readonly { number: number; source: string; translation: string }[]): TranslationIssue[] {
  const byNumeral = new Map<string, { source: Set<string>; renderings: Map<string, number[]> }>();
  // A claim left in the source language is reported as untranslated, not as another rendering.
  for (const claim of claims.filter((c) => !sameText(c.source, c.translation))) {
    const sourceWords = new Map(numbersIn(withoutClaimReferences(claim.source)).filter((t) => t.numeral && t.word).map((t) => [t.value, t.word!]));
    for (const token of numbersIn(withoutClaimReferences(claim.translation))) {
      const sourceWord = sourceWords.get(token.value);
      if (!token.numeral || !token.word || !sourceWord) continue;
      const entry = byNumeral.get(token.value) ?? { source: new Set<string>(), renderings: new Map<string, number[]>() };
      entry.source.add(sourceWord);
      entry.renderings.set(token.word, [...(entry.renderings.get(token.word) ?? []), claim.number]);
      byNumeral.set(token.value, entry);
    }
  }
  return [...byNumeral]
    .filter(([, e]) => e.renderings.size > 1 && e.source.size === 1)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([numeral, e]) => ({
      kind: 'inconsistent' as const,
      claim: null,
      message: `"${[...e.source][0]} ${numeral}" is rendered in ${e.renderings.size} ways: ${[...e.renderings].map(([word, at]) => `"${word}" (claim ${[...new Set(at)].join(', ')})`).join(', ')}.`,
    }));
}

function untranslated(claims: readonly { number: number; source: string; translation: string }[]): TranslationIssue[] {
  const issues: TranslationIssue[] = [];
  for (const claim of claims) {
    if (sameText(claim.source, claim.translation)) {
      issues.push({ kind: 'untranslated', claim: claim.number, message: `Claim ${claim.number} is not translated: it reads as the source.` });
      continue;
    }
    const words = [...claim.source.matchAll(/\p{L}{3,}/gu)];
    const target = ` ${(claim.translation.toLowerCase().match(/\p{L}{3,}/gu) ?? []).join(' ')} `;
    for (let i = 0; i + UNTRANSLATED_RUN <= words.length; i += 1) {
      const run = words.slice(i, i + UNTRANSLATED_RUN);
      if (target.includes(` ${run.map((w) => w[0].toLowerCase()).join(' ')} `)) {
        const first = run[0]!;
        const last = run[run.length - 1]!;
        issues.push({ kind: 'untranslated', claim: claim.number, message: `Claim ${claim.number} keeps source wording untranslated: "${claim.source.slice(first.index, last.index + last[0].length)}".` });
        break;
      }
    }
  }
  return issues;
}
