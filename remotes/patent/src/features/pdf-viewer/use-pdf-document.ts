import { useEffect, useState } from 'react';
import { logger } from '@iprism/shared/logger';
import { openPdf } from './pdf-engine';
import type { PdfDocument } from './pdf-types';

export type PdfDocumentState = { status: 'loading' } | { status: 'ready'; doc: PdfDocument } | { status: 'error'; message: string };

/** Opens the PDF bytes with pdf.js and closes the document again when they change or the page goes. */
export function usePdfDocument(data: ArrayBuffer): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    let opened: PdfDocument | null = null;
    setState({ status: 'loading' });
    openPdf(data).then(
      (doc) => {
        opened = doc;
        if (cancelled) void doc.destroy();
        else setState({ status: 'ready', doc });
      },
      (err: unknown) => {
        logger.warn('pdf-viewer', `The PDF could not be opened: ${err instanceof Error ? err.message : String(err)}`);
        if (!cancelled) setState({ status: 'error', message: 'This PDF could not be opened. It may be damaged; the report still lists its findings.' });
      },
    );
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [data]);
  return state;
}
