import type { Color, PDFPage } from 'pdf-lib';
import type { UnicodeFont } from './unicode-fonts';

export interface DrawTextOptions {
  x: number;
  y: number;
  size: number;
  font: UnicodeFont;
  color?: Color;
}

/** Draws one line of text run by run, each run in the font that has its characters. */
export function drawText(page: PDFPage, text: string, { x, y, size, font, color }: DrawTextOptions): void {
  let at = x;
  for (const run of font.runs(text)) {
    page.drawText(run.text, { x: at, y, size, font: run.font, ...(color ? { color } : {}) });
    at += run.font.widthOfTextAtSize(run.text, size);
  }
}
