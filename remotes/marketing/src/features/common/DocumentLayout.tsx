import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { TableOfContents, useActiveSection } from './TableOfContents';
import type { TocEntry } from './toc';

export interface DocumentLayoutProps {
  toc: readonly TocEntry[];
  tocLabel: string;
  numbered?: boolean;
  /** Shown above the table of contents in the side column, e.g. the "Last updated" date. */
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/**
 * Long documents (legal texts, the user guide): the text in a reading column and its table of
 * contents beside it, sticky on wide screens; on phones the contents come first, above the text.
 */
export function DocumentLayout({ toc, tocLabel, numbered = false, aside, children, testId = 'toc' }: DocumentLayoutProps) {
  const active = useActiveSection(toc);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '260px minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box
          sx={{
            position: { md: 'sticky' },
            top: { md: 88 },
            maxHeight: { md: 'calc(100vh - 112px)' },
            overflowY: { md: 'auto' },
            pb: { xs: 3, md: 0 },
            borderBottom: { xs: 1, md: 0 },
            borderColor: 'divider',
          }}
        >
          {aside}
          <TableOfContents entries={toc} label={tocLabel} numbered={numbered} active={active} testId={testId} />
        </Box>
        <Box sx={{ minWidth: 0 }}>{children}</Box>
      </Box>
    </Container>
  );
}
