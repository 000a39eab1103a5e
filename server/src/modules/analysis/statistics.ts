import type { Finding, ReportStatistics, Section } from '@iprism/shared/contracts';
import type { ParsedClaim } from './claims/parse-claims';
import { countWords } from './text/words';

export function reportStatistics(input: { pages: number; sections: readonly Section[]; claims: readonly ParsedClaim[]; findings: readonly Finding[]; referenceNumerals: number }): ReportStatistics {
  const { sections, claims, findings } = input;
  const textOf = (name: Section['name']): string => sections.find((s) => s.name === name)?.text ?? '';
  const independent = claims.filter((c) => c.independent).length;
  return {
    pages: input.pages,
    words: sections.reduce((sum, s) => sum + countWords(s.text), 0),
    claims: claims.length,
    independentClaims: independent,
    dependentClaims: claims.length - independent,
    multipleDependentClaims: claims.filter((c) => c.multipleDependent).length,
    abstractWords: countWords(textOf('abstract')),
    titleChars: textOf('title').length,
    referenceNumerals: input.referenceNumerals,
    findings: {
      error: findings.filter((f) => f.severity === 'error').length,
      warning: findings.filter((f) => f.severity === 'warning').length,
      info: findings.filter((f) => f.severity === 'info').length,
    },
  };
}
