import type { PdfDocument, PdfTextItem } from './pdf-types';

/**
 * pdf.js behind one door, loaded on first use so the 1 MB library stays out of the page's first chunk.
 * The worker is the module build pdfjs-dist ships; webpack 5 sees `new Worker(new URL(…, import.meta.url))`
 * and emits it as its own chunk next to this remote's files.
 */
type PdfJs = typeof import('pdfjs-dist');

let loading: Promise<PdfJs> | null = null;

function loadPdfJs(): Promise<PdfJs> {
  loading ??= import('pdfjs-dist').then((pdfjs) => {
    if (!pdfjs.GlobalWorkerOptions.workerPort) {
      pdfjs.GlobalWorkerOptions.workerPort = new Worker(new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url), { type: 'module' });
    }
    return pdfjs;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Opens a PDF from its bytes. pdf.js takes the buffer over (transfers it), so a copy is passed. */
export async function openPdf(data: ArrayBuffer): Promise<PdfDocument> {
  const pdfjs = await loadPdfJs();
  // pdf.js 6 never evaluates code, so the page's Content-Security-Policy (no eval) needs no option here.
  const task = pdfjs.getDocument({ data: new Uint8Array(data.slice(0)) });
  const doc = await task.promise;
  return {
    numPages: doc.numPages,
    destroy: () => task.destroy(),
    getPage: async (n) => {
      const page = await doc.getPage(n);
      return {
        getViewport: (params) => page.getViewport(params),
        render: ({ canvas, canvasContext, viewport }) => {
          const task = page.render({ canvas, canvasContext, viewport: page.getViewport({ scale: viewport.scale }) });
          return { promise: task.promise, cancel: () => task.cancel() };
        },
        getTextContent: async () => {
          const content = await page.getTextContent();
          // Marked-content entries carry no text; only TextItems have `str`.
          const items = content.items.filter((item): item is PdfTextItem & (typeof content.items)[number] => 'str' in item);
          return { items: items.map(({ str, transform, width, height }) => ({ str, transform: transform as number[], width, height })) };
        },
      };
    },
  };
}
