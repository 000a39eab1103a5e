import type { ManualEntry, ManualSection } from './manual';

/** The words of a query, lower-case, without blanks. */
export function queryTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

const entryText = (s: ManualSection, e: ManualEntry) => `${s.title} ${e.term ?? ''} ${e.text}`.toLowerCase();

/**
 * The sections with the entries where every word of the query appears (in the section title, the term or
 * the text); a section whose title matches keeps all its entries. An empty query keeps everything.
 */
export function filterManual(sections: readonly ManualSection[], query: string): ManualSection[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [...sections];
  return sections
    .map((s) => ({ ...s, entries: s.entries.filter((e) => terms.every((t) => entryText(s, e).includes(t))) }))
    .filter((s) => s.entries.length > 0);
}

export interface TextPart {
  text: string;
  match: boolean;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text cut into plain and matching parts (any query word, any case), for highlighting. */
export function highlightParts(text: string, query: string): TextPart[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(`(${terms.sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: terms.some((t) => part.toLowerCase() === t) }));
}
