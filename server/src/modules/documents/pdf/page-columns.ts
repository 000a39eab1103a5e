import type { PositionedText } from './page-text';
import { groupLines, sizeOf, xOf, type Line } from './page-lines';

/** The gutter is looked for in this middle share of the text's width (patent publications centre it). */
const GUTTER_ZONE = [0.4, 0.6] as const;
/** Items narrower than this many font heights (line numbers in a grant's gutter) do not hide a gutter. */
const NARROW_ITEM = 2;
/** Each column needs this many lines; fewer is a page too short to tell. */
const MIN_COLUMN_LINES = 8;
/** Lines crossing the gutter (a title, a full-width table) may be at most this share of all lines. */
const MAX_SPANNING_SHARE = 0.25;
/**
 * A column line is prose when no gap inside it is wider than this many font heights; table rows have
 * wide gaps between their cells, so a table is never read as two columns.
 */
const PROSE_GAP = 1.5;
/** This share of each column's lines must be prose, and as wide as this share of the column. */
const PROSE_SHARE = 0.8;
const FULL_LINE = 0.5;

const endOf = (item: PositionedText): number => xOf(item) + item.width;
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function lineSpan(line: Line): { start: number; end: number; widestGap: number } {
  const items = [...line.items].sort((a, b) => xOf(a) - xOf(b));
  let end = -Infinity;
  let widestGap = 0;
  for (const item of items) {
    if (end !== -Infinity) widestGap = Math.max(widestGap, (xOf(item) - end) / line.height);
    end = Math.max(end, endOf(item));
  }
  return { start: xOf(items[0]!), end, widestGap };
}

/** Lines of running prose that fill most of their column's width. */
function isColumnOfProse(lines: Line[], width: number): boolean {
  if (lines.length < MIN_COLUMN_LINES) return false;
  const spans = lines.map(lineSpan);
  const prose = spans.filter((s) => s.widestGap < PROSE_GAP).length;
  return prose >= PROSE_SHARE * lines.length && median(spans.map((s) => s.end - s.start)) >= FULL_LINE * width;
}

/**
 * Where a page set in two columns (a patent publication's description and claims) divides: the x of an
 * empty vertical band near the middle with prose on both sides. null for a one-column page, and for a
 * table, whose cells also leave empty bands but whose rows are not prose.
 */
export function columnSplit(items: readonly PositionedText[]): number | null {
  const text = items.filter((item) => item.str.trim() !== '');
  if (text.length < 2 * MIN_COLUMN_LINES) return null;
  const left = Math.min(...text.map(xOf));
  const right = Math.max(...text.map(endOf));
  const size = median(text.map(sizeOf));
  const wide = text.filter((item) => item.width >= NARROW_ITEM * size);
  let best: { x: number; crossing: number } | null = null;
  for (let x = left + GUTTER_ZONE[0] * (right - left); x <= left + GUTTER_ZONE[1] * (right - left); x += size / 4) {
    const crossing = wide.filter((item) => xOf(item) < x + size / 2 && endOf(item) > x - size / 2).length;
    if (!best || crossing < best.crossing) best = { x, crossing };
  }
  if (!best) return null;
  const split = best.x;
  const sides = splitItems(text, split);
  const spanning = groupLines(sides.spanning).length;
  const leftLines = groupLines(sides.left);
  const rightLines = groupLines(sides.right);
  if (spanning > MAX_SPANNING_SHARE * (spanning + leftLines.length + rightLines.length)) return null;
  return isColumnOfProse(leftLines, split - left) && isColumnOfProse(rightLines, right - split) ? split : null;
}

function splitItems(items: readonly PositionedText[], split: number): { left: PositionedText[]; right: PositionedText[]; spanning: PositionedText[] } {
  const out = { left: [] as PositionedText[], right: [] as PositionedText[], spanning: [] as PositionedText[] };
  for (const item of items) {
    if (endOf(item) <= split) out.left.push(item);
    else if (xOf(item) >= split) out.right.push(item);
    // A line number standing in the gutter, or a run of spaces across it, is not text.
    else if (/[^\d\s]/.test(item.str)) out.spanning.push(item);
  }
  return out;
}

/**
 * The lines of a two-column page in reading order: between lines that cross the gutter (a title, a
 * full-width heading), the left column top to bottom, then the right.
 */
export function columnLines(items: readonly PositionedText[], split: number): Line[] {
  const sides = splitItems(items, split);
  const left = groupLines(sides.left);
  const right = groupLines(sides.right);
  const out: Line[] = [];
  let l = 0;
  let r = 0;
  for (const across of [...groupLines(sides.spanning), null]) {
    const above = (line: Line) => across === null || line.y > across.y;
    while (l < left.length && above(left[l]!)) out.push(left[l++]!);
    while (r < right.length && above(right[r]!)) out.push(right[r++]!);
    if (across) out.push(across);
  }
  return out;
}
