import { useCallback, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Finding } from '@iprism/shared/contracts/report';
import { findingsOnPage } from '../report/findings';
import { PageFindings } from './PageFindings';
import { PdfPageView } from './PdfPageView';
import { PdfSearchPanel } from './PdfSearchPanel';
import { PdfToolbar } from './PdfToolbar';
import type { PdfDocument } from './pdf-types';
import type { SearchHit } from './text-match';
import { useDocumentText } from './use-document-text';
import { clampPage, fitWidthScale, zoomIn, zoomOut } from './zoom';

export interface PdfDocumentViewProps {
  doc: PdfDocument;
  initialPage: number | null;
  findings: readonly Finding[] | null;
  initialFindingId: string | null;
  /** Told of each page change, to keep it in the URL. */
  onPageChange?: (page: number) => void;
}

/** Padding the page keeps inside its scroll area when fitted to the width. */
const FIT_MARGIN_PX = 32;

/** An open PDF: toolbar, the current page with its highlights, and beside it search and the page's findings. */
export function PdfDocumentView({ doc, initialPage, findings, initialFindingId, onPageChange }: PdfDocumentViewProps) {
  const [page, setPage] = useState(() => clampPage(initialPage ?? 1, doc.numPages));
  const [zoom, setZoom] = useState<number | 'fit'>('fit');
  const [baseWidth, setBaseWidth] = useState(0);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [activeHit, setActiveHit] = useState<number | null>(null);
  const [selectedFinding, setSelectedFinding] = useState<string | null>(initialFindingId);
  const scroller = useRef<HTMLDivElement>(null);
  const readText = useDocumentText(doc);

  const scale = zoom === 'fit' ? fitWidthScale((scroller.current?.clientWidth ?? 0) - FIT_MARGIN_PX, baseWidth) : zoom;
  const goTo = useCallback(
    (next: number) => {
      const target = clampPage(next, doc.numPages);
      setPage(target);
      onPageChange?.(target);
    },
    [doc.numPages, onPageChange],
  );
  const onBaseWidth = useCallback((width: number) => setBaseWidth((w) => (w === width ? w : width)), []);

  const pageFindings = useMemo(() => (findings ? findingsOnPage(findings, page) : []), [findings, page]);
  const pageHits = useMemo(() => hits.filter((h) => h.page === page).map((h) => h.range), [hits, page]);
  const active = activeHit !== null ? hits[activeHit] : undefined;

  const jump = (index: number) => {
    const hit = hits[index] ?? undefined;
    setActiveHit(index);
    if (hit) goTo(hit.page);
  };
  /** New search results: the first hit is jumped to at once. */
  const onHits = (found: SearchHit[]) => {
    setHits(found);
    setActiveHit(found.length > 0 ? 0 : null);
    if (found[0]) goTo(found[0].page);
  };

  return (
    <Stack spacing={2} data-testid="pdf-viewer">
      <PdfToolbar
        page={page}
        pageCount={doc.numPages}
        scale={scale}
        onPage={goTo}
        onZoomIn={() => setZoom(zoomIn(scale))}
        onZoomOut={() => setZoom(zoomOut(scale))}
        onFitWidth={() => setZoom('fit')}
      />
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        <Box
          ref={scroller}
          tabIndex={0}
          aria-label={`Page ${page} of ${doc.numPages}, scrollable`}
          sx={{ flex: 1, minWidth: 0, overflow: 'auto', maxHeight: { xs: '70vh', lg: 'calc(100vh - 220px)' }, bgcolor: 'action.hover', p: 2, textAlign: 'center', borderRadius: 1, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
        >
          <PdfPageView
            doc={doc}
            pageNumber={page}
            scale={scale}
            hits={pageHits}
            activeHit={active && active.page === page ? active.range : null}
            findings={pageFindings}
            selectedFindingId={selectedFinding}
            onBaseWidth={onBaseWidth}
          />
        </Box>
        <Paper variant="outlined" sx={{ p: 2, width: { lg: 340 }, flexShrink: 0 }}>
          <Stack spacing={3}>
            <PdfSearchPanel readText={readText} hits={hits} activeIndex={activeHit} onHits={onHits} onJump={jump} />
            <PageFindings
              page={page}
              findings={pageFindings}
              selectedId={selectedFinding}
              onSelect={setSelectedFinding}
              unavailable={findings ? null : 'The findings show here once the report is ready.'}
            />
          </Stack>
        </Paper>
      </Stack>
    </Stack>
  );
}
