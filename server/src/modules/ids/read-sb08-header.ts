import type { IdsFormHeader } from '@iprism/shared/contracts';
import { SECTION_HEADINGS } from './read-sb08-text';
import { SB08_HEADER_FIELDS as FIELDS } from './sb08-form';

/** A field's label, with or without its colon; the PTO form and ours put two or more on one line. */
const LABEL = new RegExp(String.raw`\b(${FIELDS.map(([, label]) => label.replace(/ /g, String.raw`\s+`)).join('|')})\b\s*:?`, 'gi');
const fieldOf = (label: string) => FIELDS.find(([, l]) => l.toLowerCase() === label.replace(/\s+/g, ' ').toLowerCase())![0];

/**
 * The identification block of an SB/08 form's text (as the PDF extractor gives it): each label's value
 * runs to the next label or the end of its line. Only the lines above a sheet's first table are read, so
 * a literature citation that mentions an application number is not taken for one; the first sheet that
 * fills a field wins. null when no field is filled.
 */
export function readSb08Header(pages: readonly string[]): IdsFormHeader | null {
  const found: Partial<IdsFormHeader> = {};
  for (const page of pages) {
    for (const raw of page.split('\n')) {
      const line = raw.replace(/\s+/g, ' ').trim();
      if (SECTION_HEADINGS.some(([re]) => re.test(line))) break;
      const labels = [...line.matchAll(LABEL)];
      labels.forEach((m, i) => {
        const field = fieldOf(m[1]!);
        const value = line.slice(m.index + m[0].length, labels[i + 1]?.index ?? line.length).trim();
        if (value && !found[field]) found[field] = value;
      });
    }
  }
  if (Object.keys(found).length === 0) return null;
  return Object.fromEntries(FIELDS.map(([field]) => [field, found[field] ?? null])) as IdsFormHeader;
}
