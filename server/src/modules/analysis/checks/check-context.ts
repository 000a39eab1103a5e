import type { Finding, FindingRule, FindingSeverity, Section, SectionName } from '@iprism/shared/contracts';
import type { ParsedClaim } from '../claims/parse-claims';
import type { DocumentLayout } from '../sections/document-layout';

/** What every check reads: the sections (with pages) and the parsed claims (offsets into the claims section). */
export interface CheckContext {
  layout: DocumentLayout;
  claims: readonly ParsedClaim[];
}

export function sectionText(context: CheckContext, name: SectionName): Section | undefined {
  return context.layout.sections.find((s) => s.name === name);
}

/** A finding over `start`..`end` of a section's text; its id is stable across runs of the same document. */
export function finding(
  context: CheckContext,
  rule: FindingRule,
  severity: FindingSeverity,
  message: string,
  at: { section: SectionName; start: number; end: number; claim?: number | null },
): Finding {
  const text = sectionText(context, at.section)?.text ?? '';
  return {
    id: `${rule}:${at.section}:${at.start}-${at.end}`,
    rule,
    severity,
    message,
    location: {
      section: at.section,
      start: at.start,
      end: at.end,
      claim: at.claim ?? null,
      page: context.layout.pageAt(at.section, at.start),
      excerpt: text.slice(at.start, at.end),
    },
  };
}
