// The pdf.js side of PDF reading, in a worker thread started without the TypeScript loader (see
// pdf-thread.ts): pdf.js is large, and loaded through that loader it costs the process hundreds of MB.
// Plain JavaScript on purpose. Messages: { id, op: 'inspect' | 'extract', data, options } →
// { id, pages } (inspect) | { id, items } (extract: per page, the positioned text items) | { id, error }.
import { parentPort } from 'node:worker_threads';

const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');

async function open(data, options) {
  const task = pdfjs.getDocument({ data, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, stopAtErrors: false, verbosity: pdfjs.VerbosityLevel.ERRORS, cMapPacked: true, ...options });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy();
    throw error;
  }
}

async function extract(document) {
  const items = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    items.push(content.items.filter((item) => 'str' in item).map(({ str, transform, width, height }) => ({ str, transform, width, height })));
    page.cleanup();
  }
  return items;
}

parentPort.on('message', async ({ id, op, data, options }) => {
  let document = null;
  try {
    document = await open(data, options);
    if (op === 'inspect') parentPort.postMessage({ id, pages: document.numPages });
    else parentPort.postMessage({ id, pages: document.numPages, items: await extract(document) });
  } catch (error) {
    parentPort.postMessage({ id, error: { name: error?.name ?? 'Error', message: error?.message ?? String(error) } });
  } finally {
    await document?.destroy();
  }
});
