import type { PositionedText } from './page-text';

export interface Line {
  y: number;
  height: number;
  items: PositionedText[];
}

/** Items whose baselines differ by less than this share of the font height sit on one line (sub/superscripts). */
const SAME_LINE = 0.5;

export const xOf = (item: PositionedText): number => item.transform[4] ?? 0;
export const yOf = (item: PositionedText): number => item.transform[5] ?? 0;
/** pdfjs reports height 0 for some fonts; the matrix scale still gives the size. */
export const sizeOf = (item: PositionedText): number => item.height || Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) || 1;

/** Items grouped into lines by baseline, top to bottom (items in the order met; lineText sorts them). */
export function groupLines(items: readonly PositionedText[]): Line[] {
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
