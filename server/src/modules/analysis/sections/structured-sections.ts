import type { Section, SectionName } from '@iprism/shared/contracts';
import type { StructuredPatent } from '../../documents';
import type { DocumentLayout } from './document-layout';
import { sectionOfHeading } from './headings';

/** The claims section text of a structured source: "N. text" per claim, one a line. */
export function structuredClaimsText(patent: StructuredPatent): string {
  return patent.claims.map((c) => `${c.number}. ${stripNumber(c.text, c.number)}`).join('\n');
}

export function stripNumber(text: string, number: number): string {
  return text.trim().replace(new RegExp(`^${number}\\s?[.)]\\s*`), '');
}

/**
 * Sections of a USPTO XML source: title, abstract and claims as stated, description blocks by their
 * headings. A block whose heading names no section (or has none) continues the current section, with its
 * heading kept as a line of text. XML has no pages.
 */
export function structuredSections(patent: StructuredPatent): DocumentLayout {
  const description: { name: SectionName; heading: string; parts: string[] }[] = [];
  for (const block of patent.description) {
    const name = sectionOfHeading(block.heading);
    const current = description[description.length - 1];
    if (name && !description.some((d) => d.name === name)) description.push({ name, heading: block.heading, parts: [block.text] });
    else if (current) current.parts.push(block.heading ? `${block.heading}\n${block.text}` : block.text);
    else description.push({ name: 'detailedDescription', heading: block.heading, parts: [block.text] });
  }
  const sections: Section[] = [];
  if (patent.title) sections.push({ name: 'title', heading: '', text: patent.title.trim(), page: null });
  for (const d of description) sections.push({ name: d.name, heading: d.heading, text: d.parts.join('\n').trim(), page: null });
  if (patent.claims.length > 0) sections.push({ name: 'claims', heading: '', text: structuredClaimsText(patent), page: null });
  if (patent.abstract) sections.push({ name: 'abstract', heading: '', text: patent.abstract.trim(), page: null });
  return { sections, pageAt: () => null };
}
