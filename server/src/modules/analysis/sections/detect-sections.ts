import type { Section, SectionName } from '@iprism/shared/contracts';
import { joinPages, pageAt } from '../text/page-index';
import type { DocumentLayout } from './document-layout';
import { claimsLeadLength, headingKey, sectionOfHeading, TITLE_HEADING } from './headings';
import { titleLine } from './title-line';

interface Heading {
  name: SectionName;
  heading: string;
  /** Offsets in the joined text: where the heading line starts and where the section's text starts. */
  lineStart: number;
  textStart: number;
}

/**
 * Sections of plain text by their headings. A name is taken by its first heading only (a later
 * "SUMMARY" inside the description stays description), and once the claims start only the abstract
 * heading ends them, so claim text never splits at a word that looks like a heading.
 */
export function detectSections(pages: readonly string[], paginated: boolean): DocumentLayout {
  const { text, pageStarts } = joinPages(pages);
  const headings: Heading[] = [];
  const taken = new Set<SectionName>();
  const beforeFirstHeading: string[] = [];
  let statedTitle: { text: string; start: number } | null = null;
  let titleNext = false;
  for (let lineStart = 0; lineStart <= text.length; ) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline < 0 ? text.length : newline;
    const line = text.slice(lineStart, lineEnd);
    const found = headingAt(line, lineStart, lineEnd);
    const allowed = found && !taken.has(found.name) && (!taken.has('claims') || found.name === 'abstract');
    if (found && allowed) {
      headings.push(found);
      taken.add(found.name);
    } else if (titleNext && line.trim() !== '') {
      statedTitle = { text: line.trim(), start: lineStart + line.indexOf(line.trim()) };
      titleNext = false;
    } else if (TITLE_HEADING.test(headingKey(line)) && line.length < 40) {
      titleNext = true;
    } else if (headings.length === 0) {
      beforeFirstHeading.push(line);
    }
    lineStart = lineEnd + 1;
  }

  const sections: Section[] = [];
  const offsets = new Map<SectionName, number>();
  const page = (offset: number): number | null => (paginated ? pageAt(pageStarts, offset) : null);
  const title = statedTitle ?? locateTitle(text, beforeFirstHeading);
  if (title) {
    sections.push({ name: 'title', heading: '', text: title.text, page: page(title.start) });
    offsets.set('title', title.start);
  }
  headings.forEach((h, i) => {
    const end = headings[i + 1]?.lineStart ?? text.length;
    const raw = text.slice(h.textStart, end);
    const lead = raw.length - raw.trimStart().length;
    const start = h.textStart + lead;
    sections.push({ name: h.name, heading: h.heading, text: raw.trim(), page: page(start) });
    offsets.set(h.name, start);
  });
  return {
    sections,
    pageAt: (name, offset) => (paginated ? pageAt(pageStarts, (offsets.get(name) ?? 0) + offset) : null),
  };
}

function headingAt(line: string, lineStart: number, lineEnd: number): Heading | null {
  const name = sectionOfHeading(line);
  if (name) return { name, heading: line.trim(), lineStart, textStart: lineEnd };
  const lead = claimsLeadLength(line);
  if (lead > 0) return { name: 'claims', heading: line.slice(0, lead).trim(), lineStart, textStart: lineStart + lead };
  return null;
}

function locateTitle(text: string, lines: readonly string[]): { text: string; start: number } | null {
  const title = titleLine(lines);
  if (title === null) return null;
  return { text: title.text, start: Math.max(0, text.indexOf(title.firstLine)) };
}
