import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SECTION_SCROLL_OFFSET_PX, smoothScrollTo } from '@iprism/shared/ui';
import { activeSectionId, flattenToc, type TocEntry } from './toc';

/** The section currently being read, updated on scroll (throttled to one check per frame). */
export function useActiveSection(entries: readonly TocEntry[]): string | null {
  const [active, setActive] = useState<string | null>(entries[0]?.id ?? null);
  useEffect(() => {
    const ids = flattenToc(entries).map((e) => e.id);
    let frame = 0;
    const check = () => {
      frame = 0;
      const tops = ids.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY);
      setActive(activeSectionId(ids, tops, SECTION_SCROLL_OFFSET_PX + 24));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [entries]);
  return active;
}

/**
 * A link to a section of this page. The router updates the hash and the host scrolls to it
 * smoothly; focus moves to the heading so keyboard and screen-reader users continue from there.
 */
export function SectionLink({ id, children, current = false, onNavigate }: { id: string; children: ReactNode; current?: boolean; onNavigate?: () => void }) {
  const location = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = document.getElementById(id);
    if (!target) return;
    // Same hash again: the location does not change, so the host would not scroll.
    if (location.hash === `#${id}`) void smoothScrollTo(target, { offsetPx: SECTION_SCROLL_OFFSET_PX });
    target.focus({ preventScroll: true });
    onNavigate?.();
  };
  return (
    <Link
      component={RouterLink}
      to={{ hash: id }}
      onClick={onClick}
      aria-current={current ? 'location' : undefined}
      underline="hover"
      sx={{
        display: 'block',
        py: 0.5,
        pl: 1.5,
        ml: '-2px',
        borderLeft: 2,
        borderColor: current ? 'primary.main' : 'transparent',
        color: current ? 'primary.main' : 'text.secondary',
        fontWeight: current ? 600 : 400,
        lineHeight: 1.45,
        '&:hover': { color: 'text.primary' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2, borderRadius: 0.5 },
      }}
    >
      {children}
    </Link>
  );
}

export interface TableOfContentsProps {
  entries: readonly TocEntry[];
  /** The nav's accessible name, e.g. "Table of contents" or "Documentation sections". */
  label: string;
  /** Show "1.", "1.2" before titles (legal texts cite sections by number). */
  numbered?: boolean;
  /** Highlight the section being read. */
  active?: string | null;
  testId?: string;
}

/** A nested list of links to the sections of the page, as a labelled navigation landmark. */
export function TableOfContents({ entries, label, numbered = false, active = null, testId = 'toc' }: TableOfContentsProps) {
  const headingId = `${testId}-heading`;
  const renderList = (list: readonly TocEntry[], nested: boolean) => (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, pl: nested ? 1.5 : 0, borderLeft: nested ? 0 : 2, borderColor: 'divider' }}>
      {list.map((e) => (
        <li key={e.id}>
          <SectionLink id={e.id} current={active === e.id}>
            {numbered && (
              <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', mr: 0.75 }}>
                {e.number}.
              </Box>
            )}
            {e.title}
          </SectionLink>
          {e.children.length > 0 && renderList(e.children, true)}
        </li>
      ))}
    </Box>
  );
  return (
    <Box component="nav" aria-labelledby={headingId} data-testid={testId} sx={{ fontSize: '0.925rem' }}>
      <Typography id={headingId} variant="overline" component="h2" sx={{ display: 'block', fontWeight: 700, letterSpacing: 1.1, color: 'text.secondary', mb: 1 }}>
        {label}
      </Typography>
      {renderList(entries, false)}
    </Box>
  );
}
