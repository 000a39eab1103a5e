import type { NplDetails } from '@iprism/shared/contracts';
import { trimEndOf, trimOf } from '@iprism/shared/text';
import { parseCitationDate } from './citation-date';

const OPENING_QUOTES = '"“«《';
const CLOSING_QUOTES = '"”»》';
/** A DOI ends at whitespace, a quote or an angle bracket; punctuation closing the sentence is not part of it. */
const DOI_TRAILING = '.,;)]';
const AUTHOR_TRAILING = ' ,:;.';

/**
 * Reads a non-patent literature citation written the usual ways: search-report style (AUTHOR ET AL:
 * "Title", JOURNAL, vol. 80, 30 June 2006 (2006-06-30), DOI: 10...) and reference-list style (Author, et
 * al. Title. Journal, vol. 2, May 1993, p. 1064). Fields it cannot find are null; the text is kept whole.
 * The text is the user's: it is read with linear scans and patterns that cannot backtrack on it.
 */
export function parseNpl(text: string): NplDetails {
  const clean = text.replace(/\s+/g, ' ').trim();
  const doiMatch = /\b(10\.\d{4,9}\/[^\s"<>]+)/i.exec(clean)?.[1];
  const doi = doiMatch ? trimEndOf(doiMatch, DOI_TRAILING) : null;
  const quoted = quotedTitle(clean);
  let authors: string | null = null;
  let title: string | null = null;
  let rest = '';
  if (quoted) {
    title = trimEndOf(quoted.title.trim(), ',.');
    authors = clean.slice(0, quoted.start);
    rest = clean.slice(quoted.end);
  } else {
    const parts = clean.split(/(?<=[a-z0-9)\]]{2}|\bal)\.\s+(?=[A-Z0-9])/);
    if (parts.length >= 3) {
      authors = parts[0]!;
      title = parts[1]!.trim();
      rest = parts.slice(2).join('. ');
    } else if (parts.length === 2) {
      title = parts[0]!.trim();
      rest = parts[1]!;
    } else {
      title = clean.split(',')[0]!.trim() || null;
      rest = clean.slice(title?.length ?? 0);
    }
  }
  return { text, authors: splitAuthors(authors), title: title || null, source: sourceOf(rest), date: dateOf(clean), doi: doi || null };
}

/** The first quoted run of at least 4 characters, by one forward scan (an opening quote with no closing one ends at the next). */
function quotedTitle(s: string): { title: string; start: number; end: number } | null {
  let open = -1;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (open >= 0 && CLOSING_QUOTES.includes(c)) {
      if (i - open - 1 >= 4) return { title: s.slice(open + 1, i), start: open, end: i + 1 };
      // Every opening quote since is as close to this closing one: the search goes on from here.
      open = OPENING_QUOTES.includes(c) ? i : -1;
    } else if (open < 0 && OPENING_QUOTES.includes(c)) {
      open = i;
    }
  }
  return null;
}

function splitAuthors(raw: string | null): string[] {
  if (!raw) return [];
  let s = raw.replace(/等/g, '').trim();
  if (/\bin$/i.test(s)) s = s.slice(0, -2);
  s = withoutEtAl(trimEndOf(s, AUTHOR_TRAILING)).trim();
  if (!s) return [];
  return s
    .split(/[;&]|\band\b/)
    .map((a) => trimOf(a, ' ,'))
    .filter((a) => a.length > 1);
}

/** The names without "et al." (and "et. al", "et al"), and the comma before it. */
function withoutEtAl(s: string): string {
  return s
    .split(/\bet\.? ?al\b\.?/i)
    .map((part) => trimEndOf(part, ' ,'))
    .join(' ');
}

/** The first comma-separated part after the title that is not volume, pages or a date. */
function sourceOf(rest: string): string | null {
  for (const raw of rest.split(/,|\. /)) {
    const part = raw.replace(/[《》"“”]/g, '').trim();
    if (!part || part.length < 3) continue;
    if (/^(vol|no|pp?|pages?|issue|ISSN|ISBN|XP|DOI|retrieved|\(|\d)/i.test(part)) continue;
    if (parseCitationDate(part)) continue;
    return part;
  }
  return null;
}

/** A full date in parentheses (search reports add one), else a written date, else a year. */
function dateOf(s: string): string | null {
  const iso = /\((\d{4}-\d{2}-\d{2})\)/.exec(s)?.[1];
  if (iso) return parseCitationDate(iso)?.iso ?? null;
  const written = /\b(\d{1,2} )?(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? (\d{1,2},? )?((?:19|20)\d{2})\b/i.exec(s);
  if (written) {
    const d = parseCitationDate(written[0].replace(',', ''));
    if (d) return d.iso;
  }
  const years = [...s.matchAll(/\b((?:19|20)\d{2})\b/g)].map((m) => m[1]!);
  return years[0] ?? null;
}
