/**
 * The slice of pdf.js the viewer uses, as plain interfaces: components and helpers depend on these, and
 * only pdf-engine.ts touches pdfjs-dist, so Jest (no canvas, no worker in jsdom) can swap the engine.
 */

/** A text run on a page: its string and its PDF-space transform [a, b, c, d, e, f], width and height. */
export interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

export interface PdfViewport {
  width: number;
  height: number;
  scale: number;
  /** Maps PDF user space to viewport pixels. */
  transform: number[];
}

export interface PdfRenderTask {
  promise: Promise<void>;
  cancel(): void;
}

export interface PdfPage {
  getViewport(params: { scale: number }): PdfViewport;
  render(params: { canvas: HTMLCanvasElement; canvasContext: CanvasRenderingContext2D; viewport: PdfViewport }): PdfRenderTask;
  getTextContent(): Promise<{ items: PdfTextItem[] }>;
}

export interface PdfDocument {
  numPages: number;
  getPage(pageNumber: number): Promise<PdfPage>;
  destroy(): Promise<void>;
}
