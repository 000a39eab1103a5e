import { escapeHtml } from '../../platform/lib/escape-html';

/**
 * ts_headline marks matches with delimiters we choose; patent text may contain `<`, `&` or even `<mark>`,
 * so the delimiters are private-use characters no document contains, the whole headline is HTML-escaped,
 * and only then do the delimiters become <mark></mark>. The browser can render the result as HTML.
 */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';

/** The ts_headline options string (MaxFragments > 0 picks the best passages of a long text). */
export const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=40, MinWords=20, MaxFragments=2, FragmentDelimiter=" … "`;

export function markSnippet(headline: string): string {
  const stray = new RegExp(`[${MARK_START}${MARK_END}]`, 'g');
  return escapeHtml(headline)
    .replace(new RegExp(`${MARK_START}([^${MARK_START}${MARK_END}]*)${MARK_END}`, 'g'), (_m, inner: string) => (inner.trim() ? `<mark>${inner}</mark>` : inner))
    .replace(stray, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A snippet when no term matched (vector-only hits): the text's opening words, escaped. */
export function leadSnippet(text: string, maxChars = 280): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxChars) return escapeHtml(clean);
  const cut = clean.slice(0, maxChars);
  const space = cut.lastIndexOf(' ');
  return `${escapeHtml(space > maxChars / 2 ? cut.slice(0, space) : cut)} …`;
}
