import type { GlossaryEntry, TranslatedSegment, TranslationIssue, TranslationLanguage } from '@iprism/shared/contracts';
import { parseClaims } from '../analysis';
import { missedGlossaryTerms, translationIntegrity } from '../../domain/translation/translation-qc';

export interface SourceSegment {
  number: number;
  kind: 'claim' | 'paragraph';
  /** The text sent to the provider: a claim with its number ("3. The device of claim 1 …"). */
  text: string;
}

/** Claims one by one when the text is a claim set, else its paragraphs (abstract, description). */
export function sourceSegments(text: string): SourceSegment[] {
  const claims = parseClaims(text);
  if (claims.length) return claims.map((c) => ({ number: c.number, kind: 'claim', text: `${c.number}. ${c.text}` }));
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((p, i) => ({ number: i + 1, kind: 'paragraph', text: p }));
}

/**
 * Each translated segment with what the checks found: for a claim, claim number, claim references and
 * reference numerals against its source (a claim whose numbers changed is flagged); for every segment,
 * the glossary terms not rendered as the glossary says.
 */
export function checkedSegments(
  segments: readonly SourceSegment[],
  translations: readonly string[],
  languages: { sourceLanguage: TranslationLanguage; targetLanguage: TranslationLanguage },
  glossary: readonly GlossaryEntry[],
): TranslatedSegment[] {
  return segments.map((segment, i) => {
    const translation = translations[i] ?? '';
    const issues: TranslationIssue[] = segment.kind === 'claim' ? translationIntegrity(segment.text, translation).issues : [];
    const label = segment.kind === 'claim' ? `Claim ${segment.number}` : `Paragraph ${segment.number}`;
    for (const entry of missedGlossaryTerms(segment.text, translation, languages, glossary)) {
      issues.push({ kind: 'glossary', claim: segment.kind === 'claim' ? segment.number : null, message: `${label}: "${entry.source}" should be rendered "${entry.target}" (glossary).` });
    }
    return { number: segment.number, kind: segment.kind, source: segment.text, translation, issues };
  });
}
