import type { Report } from '@iprism/shared/contracts/report';

export type ApplicationPart = 'claims' | 'abstract' | 'description';

/** A part of an analysed application as the translation takes it: claims numbered "1. …", paragraphs apart. */
export function applicationText(report: Report, part: ApplicationPart): string {
  if (part === 'claims') return report.claims.map((c) => `${c.number}. ${c.text}`).join('\n');
  const names = part === 'abstract' ? ['abstract'] : ['field', 'background', 'summary', 'drawings', 'detailedDescription'];
  return report.sections
    .filter((s) => names.includes(s.name))
    .map((s) => s.text.trim())
    .filter(Boolean)
    .join('\n\n');
}
