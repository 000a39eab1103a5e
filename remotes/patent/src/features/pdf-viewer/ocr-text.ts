import type { OcrLine, OcrPage } from '@iprism/shared/contracts/report';
import type { PdfDocument, PdfTextItem } from './pdf-types';
import { multiply } from './text-match';

/** The inverse of an affine transform [a, b, c, d, e, f]. */
function invert([a = 1, b = 0, c = 0, d = 1, e = 0, f = 0]: readonly number[]): number[] {
  const det = a * d - b * c;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

/**
 * Recognised lines as pdf.js text items: each line's box (page points at scale 1, top-left origin) taken
 * back through the page's viewport into PDF space, its baseline on the box's bottom edge. Search and the
 * findings' highlights then treat a scanned page as they treat any page with a text layer.
 */
export function ocrItems(lines: readonly OcrLine[], viewportTransformAtScale1: readonly number[]): PdfTextItem[] {
  const toPdf = invert(viewportTransformAtScale1);
  return lines.map((line) => ({
    str: line.text,
    transform: multiply(toPdf, [line.height, 0, 0, -line.height, line.x, line.y + line.height]),
    width: line.width,
    height: line.height,
  }));
}

/** The document with the recognised lines as the text of its OCR'd pages (a garbage text layer is replaced). */
export function withOcrText(doc: PdfDocument, pages: readonly OcrPage[]): PdfDocument {
  const linesByPage = new Map(pages.flatMap((p) => (p.lines?.length ? [[p.page, p.lines] as const] : [])));
  if (linesByPage.size === 0) return doc;
  return {
    numPages: doc.numPages,
    destroy: () => doc.destroy(),
    async getPage(pageNumber) {
      const page = await doc.getPage(pageNumber);
      const lines = linesByPage.get(pageNumber);
      if (!lines) return page;
      return {
        getViewport: (params) => page.getViewport(params),
        render: (params) => page.render(params),
        getTextContent: async () => ({ items: ocrItems(lines, page.getViewport({ scale: 1 }).transform) }),
      };
    },
  };
}
