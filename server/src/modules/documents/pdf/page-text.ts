import { columnLines, columnSplit } from './page-columns';
import { groupLines, sizeOf, xOf, type Line } from './page-lines';

/** The parts of a pdfjs TextItem that layout needs. */
export interface PositionedText {
  str: string;
  /** [a, b, c, d, x, y]: x and y are the baseline origin in PDF units (y grows upwards). */
  transform: number[];
  width: number;
  height: number;
}

/** A gap between items wider than this share of the font height is a word space. */
const WORD_GAP = 0.15;
/** A vertical step larger than this multiple of the font height leaves a blank line (paragraph break). */
const PARAGRAPH_GAP = 1.8;

/**
 * Rebuilds a page's text from positioned items: lines top to bottom by baseline (on a two-column page,
 * the left column before the right; page-columns.ts), items left to right, a single space where there
 * is a visible gap, a blank line where the vertical gap is paragraph-sized.
 */
export function pageText(items: PositionedText[]): string {
  const present = items.filter((item) => item.str !== '');
  const split = columnSplit(present);
  const lines = split === null ? groupLines(present) : columnLines(present, split);
  const out: string[] = [];
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    if (previous && previous.y - line.y > PARAGRAPH_GAP * Math.max(previous.height, line.height)) out.push('');
    out.push(lineText(line));
  });
  return out.join('\n').trim();
}

function lineText(line: Line): string {
  const items = [...line.items].sort((a, b) => xOf(a) - xOf(b));
  let text = '';
  let end = -Infinity;
  for (const item of items) {
    const gap = xOf(item) - end;
    if (text !== '' && gap > WORD_GAP * sizeOf(item) && !/\s$/.test(text) && !/^\s/.test(item.str)) text += ' ';
    text += item.str;
    end = xOf(item) + item.width;
  }
  return text.replace(/\s+/g, ' ').trim();
}
