import { useCallback, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from '@iprism/shared/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { OcrPage } from '@iprism/shared/contracts/report';
import { visuallyHiddenSx } from '@iprism/shared/ui';
import { reportPath } from '../applications/paths';
import { OcrNotice } from '../report/OcrNotice';
import { PdfDocumentView } from './PdfDocumentView';
import { TextFallback } from './TextFallback';
import { withOcrText } from './ocr-text';
import { usePdfDocument } from './use-pdf-document';
import { useViewerSource } from './use-viewer-source';
import { isPdf } from './viewer-params';

function Loading({ label }: { label: string }) {
  return (
    <Box role="status" data-testid="pdf-loading">
      <Box component="span" sx={visuallyHiddenSx}>
        {label}
      </Box>
      <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} aria-hidden />
      <Skeleton variant="rounded" height={480} aria-hidden />
    </Box>
  );
}

interface OpenPdfProps {
  data: ArrayBuffer;
  initialPage: number | null;
  initialFindingId: string | null;
  findings: Parameters<typeof PdfDocumentView>[0]['findings'];
  /** Pages the server read by OCR: their recognised lines are the text searched and highlighted on them. */
  ocrPages: readonly OcrPage[];
}

/** Opens the bytes with pdf.js; keeps the page in the URL so Back and a reload return to it. */
function OpenPdf({ data, initialPage, initialFindingId, findings, ocrPages }: OpenPdfProps) {
  const state = usePdfDocument(data);
  const doc = useMemo(() => (state.status === 'ready' ? withOcrText(state.doc, ocrPages) : null), [state, ocrPages]);
  const [, setSearchParams] = useSearchParams();
  const onPageChange = useCallback(
    (page: number) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('page', String(page));
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  if (state.status === 'error') return <Alert severity="error" data-testid="pdf-error">{state.message}</Alert>;
  if (!doc) return <Loading label="Opening the PDF…" />;
  return (
    <>
      {ocrPages.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <OcrNotice pages={ocrPages} />
        </Box>
      )}
      <PdfDocumentView doc={doc} initialPage={initialPage} initialFindingId={initialFindingId} findings={findings} onPageChange={onPageChange} />
    </>
  );
}

const NO_OCR_PAGES: readonly OcrPage[] = [];

export interface PdfViewerScreenProps {
  applicationId: string;
  page: number | null;
  findingId: string | null;
}

/** The uploaded application, page by page, with the report's findings on it; the section text for a non-PDF upload. */
export function PdfViewerScreen({ applicationId, page, findingId }: PdfViewerScreenProps) {
  const source = useViewerSource(applicationId);
  if (source.status === 'loading') return <Loading label="Loading the document…" />;
  if (source.status === 'error') {
    return (
      <Alert
        severity="error"
        data-testid="pdf-load-error"
        action={
          <Button color="inherit" size="small" onClick={source.retry} aria-label="Retry loading the document">
            Retry
          </Button>
        }
      >
        {source.message}
      </Alert>
    );
  }
  const back = (
    <Button component={RouterLink} to={reportPath(applicationId)} size="small" sx={{ alignSelf: 'flex-start', mb: 1 }}>
      Back to the report
    </Button>
  );
  if (!isPdf(source.file.mediaType, source.file.data)) {
    return (
      <>
        {back}
        <TextFallback mediaType={source.file.mediaType} report={source.report} />
      </>
    );
  }
  return (
    <>
      {back}
      <OpenPdf
        data={source.file.data}
        initialPage={page}
        initialFindingId={findingId}
        findings={source.report?.findings ?? null}
        ocrPages={source.report?.document.ocrPages ?? NO_OCR_PAGES}
      />
    </>
  );
}
