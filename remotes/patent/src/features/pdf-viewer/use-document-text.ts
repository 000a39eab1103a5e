import { useCallback, useRef } from 'react';
import type { PdfDocument, PdfTextItem } from './pdf-types';

/**
 * The text items of every page, read once per document and kept (a search runs over all pages; a
 * 300-page application is read in a second or two, then searched instantly).
 */
export function useDocumentText(doc: PdfDocument) {
  const cache = useRef<{ doc: PdfDocument; pages: Promise<PdfTextItem[][]> } | null>(null);
  return useCallback(() => {
    if (cache.current?.doc !== doc) {
      const pages = Promise.all(Array.from({ length: doc.numPages }, async (_, i) => (await (await doc.getPage(i + 1)).getTextContent()).items));
      cache.current = { doc, pages };
    }
    return cache.current.pages;
  }, [doc]);
}
