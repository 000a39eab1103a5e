import type { PdfTextItem } from './pdf-types';

/**
 * Finding text on a PDF page: the page's text items are joined (with a space between items, which is
 * how words on separate runs read), matched case- and whitespace-insensitively, and mapped back to the
 * items that hold the match, whose boxes are then drawn as highlights.
 */

/** A match on one page: the first and last text item (inclusive) it spans. */
export interface ItemRange {
  first: number;
  last: number;
}

/** Lower case, one space for any whitespace run, typographic quotes and dashes as plain ones. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ');
}

interface PageText {
  text: string;
  /** For each character of `text`, the item it came from (-1 for joining spaces). */
  owner: number[];
}

/** The page's text as one normalized string, remembering which item each character came from. */
export function pageText(items: readonly Pick<PdfTextItem, 'str'>[]): PageText {
  let text = '';
  const owner: number[] = [];
  items.forEach((item, index) => {
    const str = normalizeText(item.str);
    if (text && !text.endsWith(' ') && !str.startsWith(' ')) {
      text += ' ';
      owner.push(-1);
    }
    for (const ch of str) {
      if (ch === ' ' && text.endsWith(' ')) continue;
      text += ch;
      owner.push(index);
    }
  });
  return { text, owner };
}

function rangeAt(page: PageText, start: number, length: number): ItemRange | null {
  const owners = page.owner.slice(start, start + length).filter((o) => o >= 0);
  if (owners.length === 0) return null;
  return { first: Math.min(...owners), last: Math.max(...owners) };
}

/** Every place the query occurs on the page (non-overlapping, in reading order). An empty query finds nothing. */
export function findInItems(items: readonly Pick<PdfTextItem, 'str'>[], query: string): ItemRange[] {
  const needle = normalizeText(query).trim();
  if (!needle) return [];
  const page = pageText(items);
  const ranges: ItemRange[] = [];
  let from = 0;
  for (;;) {
    const at = page.text.indexOf(needle, from);
    if (at < 0) break;
    const range = rangeAt(page, at, needle.length);
    if (range) ranges.push(range);
    from = at + needle.length;
  }
  return ranges;
}

/** Words an excerpt is shortened to when it is not found whole (it may run across a page break or a hyphenation). */
export const EXCERPT_FALLBACK_WORDS = 6;

/**
 * The items holding a finding's excerpt on its page: the whole excerpt when it is there, else its first
 * EXCERPT_FALLBACK_WORDS words, else null (the finding is still listed, just not drawn).
 */
export function matchExcerpt(items: readonly Pick<PdfTextItem, 'str'>[], excerpt: string): ItemRange | null {
  const whole = findInItems(items, excerpt)[0];
  if (whole) return whole;
  const words = normalizeText(excerpt).trim().split(' ');
  if (words.length <= EXCERPT_FALLBACK_WORDS) return null;
  return findInItems(items, words.slice(0, EXCERPT_FALLBACK_WORDS).join(' '))[0] ?? null;
}

/** One search hit over the document. */
export interface SearchHit {
  /** 1-based page. */
  page: number;
  range: ItemRange;
  /** A few words around the hit, for the hit list. */
  snippet: string;
}

/** Characters of context either side of a hit in its snippet. */
export const SNIPPET_CONTEXT_CHARS = 30;

/** Searches every page's items; `pages[0]` is page 1. */
export function searchPages(pages: readonly (readonly Pick<PdfTextItem, 'str'>[])[], query: string): SearchHit[] {
  const hits: SearchHit[] = [];
  pages.forEach((items, index) => {
    const ranges = findInItems(items, query);
    if (ranges.length === 0) return;
    const text = items.map((i) => i.str).join(' ').replace(/\s+/g, ' ');
    const lower = normalizeText(text);
    const needle = normalizeText(query).trim();
    let from = 0;
    for (const range of ranges) {
      const at = lower.indexOf(needle, from);
      from = at < 0 ? from : at + needle.length;
      const start = Math.max(0, at - SNIPPET_CONTEXT_CHARS);
      const end = Math.min(text.length, (at < 0 ? 0 : at) + needle.length + SNIPPET_CONTEXT_CHARS);
      const snippet = at < 0 ? text.slice(0, SNIPPET_CONTEXT_CHARS * 2) : `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
      hits.push({ page: index + 1, range, snippet });
    }
  });
  return hits;
}

/** A rectangle in viewport pixels, top-left origin. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The product of two affine transforms [a, b, c, d, e, f] (m applied after n). */
export const multiply = (m: readonly number[], n: readonly number[]): number[] => {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = m;
  const [g = 0, h = 0, i = 0, j = 0, k = 0, l = 0] = n;
  return [a * g + c * h, b * g + d * h, a * i + c * j, b * i + d * j, a * k + c * l + e, b * k + d * l + f];
};

/**
 * The box of a text item on the rendered page: its transform taken through the viewport's, the font
 * height from the combined matrix (upright text; rotated runs get their unrotated box), the width scaled.
 */
export function itemRect(item: Pick<PdfTextItem, 'transform' | 'width' | 'height'>, viewportTransform: readonly number[]): Rect {
  const tx = multiply(viewportTransform, item.transform);
  const fontHeight = Math.hypot(tx[2] ?? 0, tx[3] ?? 0) || item.height;
  const scale = Math.hypot(viewportTransform[0] ?? 0, viewportTransform[1] ?? 0);
  return { left: tx[4] ?? 0, top: (tx[5] ?? 0) - fontHeight, width: item.width * scale, height: fontHeight };
}

/** The boxes of a range of items. */
export const rangeRects = (items: readonly PdfTextItem[], range: ItemRange, viewportTransform: readonly number[]): Rect[] =>
  items.slice(range.first, range.last + 1).filter((i) => i.str.trim()).map((i) => itemRect(i, viewportTransform));
