import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import type { Finding } from '@iprism/shared/contracts/report';
import { logger } from '@iprism/shared/logger';
import type { PdfDocument, PdfTextItem, PdfViewport } from './pdf-types';
import { matchExcerpt, rangeRects, type ItemRange, type Rect } from './text-match';

export interface PdfPageViewProps {
  doc: PdfDocument;
  pageNumber: number;
  scale: number;
  /** Search hits on this page. */
  hits: readonly ItemRange[];
  /** The hit that was jumped to, drawn stronger. */
  activeHit: ItemRange | null;
  findings: readonly Finding[];
  selectedFindingId: string | null;
  /** The page's width in points at scale 1, for "fit width". */
  onBaseWidth: (width: number) => void;
}

interface Loaded {
  items: PdfTextItem[];
  viewport: PdfViewport;
}

type Mark = Rect & { kind: 'hit' | 'active' | 'finding' | 'selected'; key: string };

const MARK_SX = {
  hit: { bgcolor: (t: { palette: { info: { main: string } } }) => alpha(t.palette.info.main, 0.25) },
  active: { bgcolor: (t: { palette: { info: { main: string } } }) => alpha(t.palette.info.main, 0.45), outline: 2, outlineColor: 'info.main' },
  finding: { bgcolor: (t: { palette: { warning: { main: string } } }) => alpha(t.palette.warning.main, 0.3) },
  selected: { bgcolor: (t: { palette: { error: { main: string } } }) => alpha(t.palette.error.main, 0.3), outline: 2, outlineColor: 'error.main' },
} as const;

/** One page on a canvas at the given zoom, with highlight boxes over search hits and the page's findings. */
export function PdfPageView({ doc, pageNumber, scale, hits, activeHit, findings, selectedFindingId, onBaseWidth }: PdfPageViewProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let cancelled = false;
    let task: { cancel(): void } | null = null;
    void (async () => {
      try {
        const page = await doc.getPage(pageNumber);
        if (cancelled) return;
        onBaseWidth(page.getViewport({ scale: 1 }).width);
        const viewport = page.getViewport({ scale });
        const element = canvas.current;
        const context = element?.getContext('2d');
        if (element && context) {
          // Drawn at device resolution, shown at CSS size: sharp on high-density screens.
          const ratio = window.devicePixelRatio || 1;
          element.width = Math.floor(viewport.width * ratio);
          element.height = Math.floor(viewport.height * ratio);
          element.style.width = `${viewport.width}px`;
          element.style.height = `${viewport.height}px`;
          const render = page.render({ canvas: element, canvasContext: context, viewport: page.getViewport({ scale: scale * ratio }) });
          task = render;
          await render.promise;
        }
        const { items } = await page.getTextContent();
        if (!cancelled) setLoaded({ items, viewport });
      } catch (err) {
        // A cancelled render rejects; anything else is worth a line in the log.
        if (!cancelled) logger.warn('pdf-viewer', `Page ${pageNumber} could not be drawn: ${err instanceof Error ? err.message : String(err)}`);
      }
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, pageNumber, scale, onBaseWidth]);

  const marks = useMemo<Mark[]>(() => {
    if (!loaded) return [];
    const out: Mark[] = [];
    const add = (range: ItemRange, kind: Mark['kind'], key: string) =>
      rangeRects(loaded.items, range, loaded.viewport.transform).forEach((r, i) => out.push({ ...r, kind, key: `${key}-${i}` }));
    for (const finding of findings) {
      const range = matchExcerpt(loaded.items, finding.location.excerpt);
      if (range) add(range, finding.id === selectedFindingId ? 'selected' : 'finding', `f-${finding.id}`);
    }
    hits.forEach((range, i) => add(range, activeHit && range.first === activeHit.first && range.last === activeHit.last ? 'active' : 'hit', `h-${i}`));
    return out;
  }, [loaded, findings, selectedFindingId, hits, activeHit]);

  const active = marks.find((m) => m.kind === 'selected' || m.kind === 'active');
  const activeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'center', inline: 'nearest' });
  }, [active?.key]);

  return (
    <Box sx={{ position: 'relative', display: 'inline-block', boxShadow: 2, bgcolor: 'common.white', lineHeight: 0 }} data-testid="pdf-page" data-page={pageNumber}>
      {!loaded && <Skeleton variant="rectangular" width={612 * scale} height={792 * scale} sx={{ position: 'absolute', inset: 0 }} aria-hidden />}
      <canvas ref={canvas} role="img" aria-label={`Page ${pageNumber} of ${doc.numPages}`} />
      <Box aria-hidden sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}>
        {marks.map((m) => (
          <Box
            key={m.key}
            ref={m === active ? activeRef : undefined}
            data-testid={`pdf-mark-${m.kind}`}
            sx={{ position: 'absolute', left: m.left, top: m.top, width: m.width, height: m.height, borderRadius: 0.5, ...MARK_SX[m.kind] }}
          />
        ))}
      </Box>
    </Box>
  );
}
