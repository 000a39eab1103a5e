import { useQuery } from '@tanstack/react-query';
import { termsQueries } from '@iprism/shared/api/company-queries';
import type { LegalSection } from '@iprism/shared/contracts/legal/legal-section';
import type { TermsKind } from '@iprism/shared/contracts/terms';

/** A published version's Markdown as numbered sections: one per `## ` heading (text before the first is kept as an introduction). */
export function sectionsFromMarkdown(body: string): LegalSection[] {
  const sections: LegalSection[] = [];
  let current: LegalSection | null = null;
  const lines: string[] = [];
  const flush = () => {
    const text = lines.join('\n').trim();
    if (current) sections.push({ ...current, body: text });
    else if (text) sections.push({ title: 'Introduction', body: text });
    lines.length = 0;
  };
  for (const line of body.split('\n')) {
    const heading = line.startsWith('## ') ? line.slice(3).trim() : null;
    if (heading) {
      flush();
      current = { title: heading, body: '' };
    } else lines.push(line);
  }
  flush();
  return sections;
}

export interface LegalText {
  lastUpdated: string;
  sections: readonly LegalSection[];
}

/**
 * The version in force (GET /api/terms/active), starting from the built-in text the page was prerendered
 * with; a failed call keeps the built-in text.
 */
export function useActiveLegalText(kind: TermsKind, builtIn: LegalText): LegalText {
  const { data } = useQuery(termsQueries.activeTerms());
  const v = data?.[kind];
  return v && v.version !== '1.0' ? { lastUpdated: v.effectiveAt.slice(0, 10), sections: sectionsFromMarkdown(v.body) } : builtIn;
}
