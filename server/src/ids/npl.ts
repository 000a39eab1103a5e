import type { NplDetails } from '@iprism/shared/contracts';
import { trimEndOf, trimOf, whitespaceOr } from '@iprism/shared/text';
import { parseCitationDate } from './citation-date';

/**
 * Reads a non-patent literature citation written the usual ways: search-report style (AUTHOR ET AL:
 * "Title", JOURNAL, vol. 80, 30 June 2006 (2006-06-30), DOI: 10...) and reference-list style (Author, et
 * al. Title. Journal, vol. 2, May 1993, p. 1064). Fields it cannot find are null; the text is kept whole.
 */
export function parseNpl(text: string): NplDetails {
  const clean = text.replace(/\s+/g, ' ').trim();
  const found = /\b(10\.\d{4,9}\/[^\s"<>]+)/i.exec(clean)?.[1];
  const doi = found ? trimEndOf(found, '.,;)]') : null;
  const quoted = /["“«《]([^"“”«»《》]{4,})["”»》]/.exec(clean);
  let authors: string | null = null;
  let title: string | null = null;
  let rest = '';
  if (quoted) {
    title = quoted[1]!.trim().replace(/[,.]$/, '');
    authors = clean.slice(0, quoted.index);
    rest = clean.slice(quoted.index + quoted[0].length);
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
  return { text, authors: splitAuthors(authors), title: title || null, source: sourceOf(rest), date: dateOf(clean), doi };
}

function splitAuthors(raw: string | null): string[] {
  if (!raw) return [];
  const s = trimEndOf(raw.replace(/\bin\s*$/i, '').replace(/等/g, ''), whitespaceOr(',:;.'))
    .replace(/\bet\.?\s*al\b\.?/gi, '')
    .trim();
  if (!s) return [];
  return s
    .split(/;|\band\b|&/)
    .map((a) => trimOf(a, whitespaceOr(',')))
    .filter((a) => a.length > 1);
}

/** The first comma-separated part after the title that is not volume, pages or a date. */
function sourceOf(rest: string): string | null {
  for (const raw of rest.split(/,|\.\s+/)) {
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
  const written = /\b(\d{1,2}\s+)?(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+(\d{1,2},?\s+)?((?:19|20)\d{2})\b/i.exec(s);
  if (written) {
    const d = parseCitationDate(written[0].replace(',', ''));
    if (d) return d.iso;
  }
  const years = [...s.matchAll(/\b((?:19|20)\d{2})\b/g)].map((m) => m[1]!);
  return years[0] ?? null;
}
