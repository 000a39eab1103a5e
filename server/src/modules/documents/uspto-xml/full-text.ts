import type { StructuredPatent } from '../extracted-document';

/**
 * The document as one page of text in filing order (title, description, claims, abstract), headings on
 * their own lines, so text-based analysis sees what the structured fields hold.
 */
export function fullText(patent: StructuredPatent): string {
  const sections: string[] = [];
  if (patent.title) sections.push(patent.title);
  for (const { heading, text } of patent.description) sections.push([heading, text].filter(Boolean).join('\n'));
  if (patent.claims.length > 0) {
    sections.push(['CLAIMS', ...patent.claims.map((claim) => `${claim.number}. ${claim.text}`)].join('\n\n'));
  }
  if (patent.abstract) sections.push(`ABSTRACT\n${patent.abstract}`);
  return sections.join('\n\n');
}
