import type { OcrPage } from '@iprism/shared/contracts/report';
import type { PdfDocument, PdfPage } from './pdf-types';
import { ocrItems, withOcrText } from './ocr-text';
import { itemRect, matchExcerpt } from './text-match';

/** pdf.js's viewport of an upright 612 × 792 pt page: y flipped, scaled. */
const viewport = (scale: number) => [scale, 0, 0, -scale, 0, 792 * scale];
/** The same page shown rotated by 90° (/Rotate 90): 792 pt wide, 612 pt tall. */
const rotated = (scale: number) => [0, scale, scale, 0, 0, 0];

const line = { text: 'wherein the lever is hinged', x: 72, y: 64, width: 150, height: 10 };

describe('ocrItems', () => {
  it('puts a recognised line back where it was read, at any zoom', () => {
    const [item] = ocrItems([line], viewport(1));
    expect(item?.transform).toEqual([10, 0, 0, 10, 72, 792 - 74]);
    for (const scale of [1, 1.5, 2]) {
      expect(itemRect(item!, viewport(scale))).toEqual({ left: 72 * scale, top: 64 * scale, width: 150 * scale, height: 10 * scale });
    }
  });

  it('holds on a rotated page', () => {
    const [item] = ocrItems([line], rotated(1));
    const rect = itemRect(item!, rotated(2));
    expect([rect.left, rect.top, rect.width, rect.height].map((n) => Math.round(n * 1000) / 1000)).toEqual([144, 128, 300, 20]);
  });
});

describe('withOcrText', () => {
  const page: PdfPage = {
    getViewport: ({ scale }) => ({ width: 612 * scale, height: 792 * scale, scale, transform: viewport(scale) }),
    render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
    getTextContent: async () => ({ items: [{ str: 'Zkhuhlq', transform: [10, 0, 0, 10, 72, 700], width: 50, height: 10 }] }),
  };
  const doc: PdfDocument = { numPages: 2, getPage: async () => page, destroy: async () => undefined };
  const ocr: OcrPage[] = [{ page: 1, reason: 'garbageTextLayer', confidence: 91, warning: null, lines: [line] }, { page: 2, reason: 'noTextLayer', confidence: null, warning: 'Not read.' }];

  it('gives an OCR page its recognised lines as text, so a finding’s excerpt is found on it', async () => {
    const wrapped = withOcrText(doc, ocr);
    const { items } = await (await wrapped.getPage(1)).getTextContent();
    expect(matchExcerpt(items, 'the lever is hinged')).toEqual({ first: 0, last: 0 });
    expect((await (await wrapped.getPage(2)).getTextContent()).items[0]?.str).toBe('Zkhuhlq');
  });

  it('leaves a document without recognised lines as it is', () => {
    expect(withOcrText(doc, [])).toBe(doc);
    expect(withOcrText(doc, [ocr[1]!])).toBe(doc);
  });
});
