/**
 * The words of a text worth matching against CPC titles, as a to_tsquery OR-expression. Patent boilerplate
 * ("method", "comprising") is dropped: it appears in most titles and says nothing about the subject.
 */

const BOILERPLATE = new Set(
  'about above according also among another apparatus based being between claim claims comprise comprises comprising configured considered each embodiment embodiments example first from further having herein include includes including into least method methods more other plurality provided second such system systems than that their them then there thereof these third this those through used using which while with within wherein whereby when where device devices unit units means invention present disclosure'.split(' '),
);

export const MAX_TITLE_TERMS = 40;

/** The most frequent content words (letters only, 4+ characters), most frequent first, at most `limit`. */
export function titleTerms(text: string, limit = MAX_TITLE_TERMS): string[] {
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().match(/[a-z]{4,}/g) ?? []) {
    if (!BOILERPLATE.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit).map(([w]) => w);
}

/** "neural | network | training", or null when nothing is left to match. */
export function titleTsQuery(text: string): string | null {
  const terms = titleTerms(text);
  return terms.length > 0 ? terms.join(' | ') : null;
}
