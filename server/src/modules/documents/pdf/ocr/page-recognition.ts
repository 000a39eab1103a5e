import type { OcrLine, OcrPage } from '@iprism/shared/contracts';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { ReaderLimits } from '../../../../platform/file-readers/reader-settings';
import { renderPageImage } from './page-image';
import { recognise, type RecognisedLine } from './recogniser';
import { textLayerState } from './text-layer';

export interface PageRecognition {
  /** The text to use for a page: its own, or what was read from its image ('' when that failed). */
  text(document: PDFDocumentProxy, page: PDFPageProxy, number: number, layerText: string): Promise<string>;
  /** The pages read from their image (or left empty trying), in page order. */
  readonly pages: OcrPage[];
}

/**
 * Recognition of one document's pages that have no usable text layer, within the OCR limits: pages after
 * the page cap or the document's time are left empty with a warning, and so is a page whose rendering or
 * recognition fails or runs over its own time. Nothing here throws for a page.
 */
export function pageRecognition(limits: ReaderLimits['ocr'], now: () => number = Date.now): PageRecognition {
  const pages: OcrPage[] = [];
  const started = now();
  let recognised = 0;
  return {
    pages,
    async text(document, page, number, layerText) {
      const state = textLayerState(layerText);
      if (state === 'usable') return layerText;
      const reason = state === 'missing' ? 'noTextLayer' : 'garbageTextLayer';
      const skip = (warning: string): string => {
        pages.push({ page: number, reason, confidence: null, warning });
        return '';
      };
      if (limits.maxPages === 0) return layerText;
      if (recognised >= limits.maxPages) return skip(`Not read: past the limit of ${limits.maxPages} recognised pages per document.`);
      const left = limits.documentTimeoutMs - (now() - started);
      if (left <= 0) return skip(`Not read: the document's time for recognition (${Math.round(limits.documentTimeoutMs / 1000)} s) was spent.`);
      const timeoutMs = Math.min(limits.pageTimeoutMs, left);
      const pageStarted = now();
      try {
        const image = await renderPageImage(document, page, timeoutMs);
        // A blank page (no ink): there is nothing to read, and it is not an OCR page.
        if (image === null) return state === 'missing' ? layerText : skip('The page image is blank.');
        recognised++;
        const result = await recognise(image.pgm, Math.max(1, timeoutMs - (now() - pageStarted)));
        pages.push({ page: number, reason, confidence: Math.round(result.confidence), warning: null, lines: result.lines.map((line) => toPagePoints(line, image.scale)) });
        return result.text.trim();
      } catch (error) {
        return skip(`Not read: ${error instanceof Error ? error.message : String(error)}.`);
      }
    },
  };
}

/** Tenths of a point: finer than any highlight needs, and a report stays small. */
const round = (value: number): number => Math.round(value * 10) / 10;

/** A line's box from image pixels to the page's points at scale 1 (the image is the viewport drawn at `scale`). */
export function toPagePoints(line: RecognisedLine, scale: number): OcrLine {
  return { text: line.text, x: round(line.x0 / scale), y: round(line.y0 / scale), width: round((line.x1 - line.x0) / scale), height: round((line.y1 - line.y0) / scale) };
}
