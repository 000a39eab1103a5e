import type { ReactNode } from 'react';
import TableContainer from '@mui/material/TableContainer';
import type { SxProps, Theme } from '@mui/material/styles';

export interface ScrollRegionProps {
  /** Names the region for screen readers, e.g. the table's caption. */
  label: string;
  children: ReactNode;
  /** Size limits (`maxHeight`) and spacing; it scrolls in both directions when its content overflows. */
  sx?: SxProps<Theme>;
  testId?: string;
}

/**
 * A box that scrolls a wide or long table: a named region in the tab order, so keyboard users can scroll it with
 * the arrow keys even when the table holds nothing focusable (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollRegion({ label, children, sx, testId }: ScrollRegionProps) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} data-testid={testId} sx={[{ overflow: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </TableContainer>
  );
}
