/** The parts of a pdfjs TextItem that layout needs. */
export interface PositionedText {
  str: string;
  /** [a, b, c, d, x, y]: x and y are the baseline origin in PDF units (y grows upwards). */
  transform: number[];
  width: number;
  height: number;
}

interface Line {
  y: number;
  height: number;
  items: PositionedText[];
}

/** Items whose baselines differ by less than this share of the font height sit on one line (sub/superscripts). */
const SAME_LINE = 0.5;
/** A gap between items wider than this share of the font height is a word space. */
const WORD_GAP = 0.15;
/** A vertical step larger than this multiple of the font height leaves a blank line (paragraph break). */
const PARAGRAPH_GAP = 1.8;

const xOf = (item: PositionedText): number => item.transform[4] ?? 0;
const yOf = (item: PositionedText): number => item.transform[5] ?? 0;
/** pdfjs reports height 0 for some fonts; the matrix scale still gives the size. */
const sizeOf = (item: PositionedText): number => item.height || Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) || 1;

/**
 * Rebuilds a page's text from positioned items: lines top to bottom by baseline, items left to right,
 * a single space where there is a visible gap, a blank line where the vertical gap is paragraph-sized.
 */
export function pageText(items: PositionedText[]): string {
  const lines = groupLines(items.filter((item) => item.str !== ''));
  const out: string[] = [];
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    if (previous && previous.y - line.y > PARAGRAPH_GAP * Math.max(previous.height, line.height)) out.push('');
    out.push(lineText(line));
  });
  return out.join('\n').trim();
}

function groupLines(items: PositionedText[]): Line[] {
  const sorted = [...items].sort((a, b) => yOf(b) - yOf(a) || xOf(a) - xOf(b));
  const lines: Line[] = [];
  for (const item of sorted) {
    const line = lines[lines.length - 1];
    if (line && Math.abs(line.y - yOf(item)) < SAME_LINE * Math.max(line.height, sizeOf(item))) {
      line.items.push(item);
      line.height = Math.max(line.height, sizeOf(item));
    } else {
      lines.push({ y: yOf(item), height: sizeOf(item), items: [item] });
    }
  }
  return lines;
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
