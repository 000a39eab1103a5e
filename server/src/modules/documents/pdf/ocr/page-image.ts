import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The usual resolution of a scan, and the one Tesseract reads body text best at. */
const DPI = 300;
/** A larger page (a drawing sheet, a poster) is rendered smaller: about an A3 page at 300 dpi. */
const MAX_PIXELS = 18_000_000;
/** A grey below this is ink; a page with hardly any ink is blank and is not recognised. */
const INK = 160;
const MIN_INK_SHARE = 0.0005;

/** pdf.js's canvas factory in Node (@napi-rs/canvas, an optional dependency of pdfjs-dist). */
interface CanvasAndContext {
  canvas: { width: number; height: number } | null;
  context: { getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray } } | null;
}
interface CanvasFactory {
  create(width: number, height: number): CanvasAndContext;
  destroy(canvasAndContext: CanvasAndContext): void;
}

export interface PageImage {
  pgm: Uint8Array;
  /** Image pixels per point of the page's viewport at scale 1. */
  scale: number;
}

/**
 * The page drawn as pdf.js draws it on screen, in grey, as a binary PGM (the simplest format Leptonica reads:
 * no encoding cost). Null when the page is blank. Past `timeoutMs` the drawing is cancelled (a rejection).
 */
export async function renderPageImage(document: PDFDocumentProxy, page: PDFPageProxy, timeoutMs: number): Promise<PageImage | null> {
  const natural = page.getViewport({ scale: 1 });
  const scale = Math.min(DPI / 72, Math.sqrt(MAX_PIXELS / (natural.width * natural.height)));
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  const factory = document.canvasFactory as CanvasFactory;
  const target = factory.create(width, height);
  try {
    const render = page.render({ canvas: target.canvas as HTMLCanvasElement, canvasContext: target.context as unknown as CanvasRenderingContext2D, viewport, background: 'white' });
    const timer = setTimeout(() => render.cancel(), timeoutMs);
    try {
      await render.promise;
    } finally {
      clearTimeout(timer);
    }
    const rgba = target.context!.getImageData(0, 0, width, height).data;
    const pgm = toPgm(rgba, width, height);
    return pgm && { pgm, scale };
  } finally {
    factory.destroy(target);
  }
}

/** Luma of each RGBA pixel (ITU-R BT.601) after a PGM header; null when almost nothing is ink. */
export function toPgm(rgba: Uint8ClampedArray, width: number, height: number): Uint8Array | null {
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const out = new Uint8Array(header.length + width * height);
  out.set(header);
  let ink = 0;
  for (let i = 0, j = header.length; i < rgba.length; i += 4, j++) {
    const grey = (rgba[i]! * 77 + rgba[i + 1]! * 150 + rgba[i + 2]! * 29) >> 8;
    out[j] = grey;
    if (grey < INK) ink++;
  }
  return ink / (width * height) < MIN_INK_SHARE ? null : out;
}
