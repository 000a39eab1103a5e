import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The part of pdf.js this reads (its types live with the server's dependency, outside the e2e's reach). */
interface Pdfjs {
  getDocument(source: { data: Uint8Array; useSystemFonts: boolean }): { promise: Promise<PdfjsDocument>; destroy(): Promise<void> };
}
interface PdfjsDocument {
  numPages: number;
  getPage(n: number): Promise<{ getTextContent(): Promise<{ items: ({ str: string } | object)[] }> }>;
}

// pdf.js is the server's dependency (it reads uploads there); the e2e reads generated PDFs with the same engine.
const serverRequire = createRequire(join(__dirname, '../../server/package.json'));
const loadPdfjs = (): Promise<Pdfjs> => import(pathToFileURL(serverRequire.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href) as Promise<Pdfjs>;

/** The text of every page of a PDF, as pdf.js extracts it (embedded Unicode fonts included), one line per page. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await task.destroy();
  return pages.join('\n');
}
