import { type PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { drawText } from './draw-text';
import { embedUnicodeFonts, type UnicodeFonts } from './unicode-fonts';
import { wrapText } from './wrap-text';

const PAGE: [number, number] = [612, 792]; // US Letter
const MARGIN = 56;
const WIDTH = PAGE[0] - 2 * MARGIN;

export type Colour = ReturnType<typeof rgb>;

/** A cursor that writes wrapped lines down the page and starts a new page when one is full. */
export class PdfWriter {
  private page: PDFPage;
  private y = PAGE[1] - MARGIN;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: UnicodeFonts,
  ) {
    this.page = doc.addPage(PAGE);
  }

  /** A writer on a first new page of the document, with the Unicode fonts embedded. */
  static async create(doc: PDFDocument): Promise<PdfWriter> {
    return new PdfWriter(doc, await embedUnicodeFonts(doc));
  }

  text(value: string, options: { size?: number; bold?: boolean; indent?: number; colour?: Colour; gap?: number } = {}): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    for (const paragraph of value.split('\n')) {
      for (const line of wrapText(paragraph, font, size, WIDTH - indent)) {
        if (this.y - size < MARGIN) this.newPage();
        this.y -= size * 1.3;
        drawText(this.page, line, { x: MARGIN + indent, y: this.y, size, font, color: options.colour ?? rgb(0, 0, 0) });
      }
    }
    this.y -= options.gap ?? 2;
  }

  heading(value: string): void {
    if (this.y < MARGIN + 80) this.newPage();
    this.y -= 10;
    this.text(value, { size: 14, bold: true, gap: 6 });
  }

  subheading(value: string): void {
    if (this.y < MARGIN + 50) this.newPage();
    this.y -= 4;
    this.text(value, { size: 11, bold: true, gap: 3 });
  }

  /**
   * A ruled table: bold column headings, then each row's cells wrapped in their column; widths are shares
   * of the text width. The headings repeat when a row starts a new page.
   */
  table(headings: readonly string[], widths: readonly number[], rows: readonly (readonly string[])[], size = 9): void {
    const total = widths.reduce((a, b) => a + b, 0);
    const xs = widths.map((_, i) => MARGIN + (WIDTH * widths.slice(0, i).reduce((a, b) => a + b, 0)) / total);
    const cellWidth = (i: number) => (WIDTH * widths[i]!) / total - 6;
    const line = size * 1.3;
    const rule = (thickness: number) => this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + WIDTH, y: this.y }, thickness, color: GREY });
    const drawRow = (cells: readonly string[], bold: boolean) => {
      const font = bold ? this.fonts.bold : this.fonts.regular;
      const wrapped = cells.map((cell, i) => wrapText(cell, font, size, cellWidth(i)));
      const height = Math.max(1, ...wrapped.map((w) => w.length)) * line + 4;
      if (this.y - height < MARGIN) {
        this.newPage();
        if (!bold) drawRow(headings, true);
      }
      wrapped.forEach((lines, i) => lines.forEach((text, n) => drawText(this.page, text, { x: xs[i]!, y: this.y - line * (n + 1), size, font, color: bold ? GREY : rgb(0, 0, 0) })));
      this.y -= height;
      rule(bold ? 0.6 : 0.3);
    };
    rule(0.6);
    drawRow(headings, true);
    if (rows.length === 0) drawRow(['None', ...headings.slice(1).map(() => '')], false);
    for (const row of rows) drawRow(headings.map((_, i) => row[i] ?? ''), false);
    this.y -= 6;
  }

  private newPage(): void {
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }
}

export const GREY = rgb(0.4, 0.4, 0.4);
