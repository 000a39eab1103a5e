import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';

/**
 * Long-form typography for plain HTML children (articles, documentation, legal text): a reading
 * measure, a vertical rhythm and theme-aware colours for quotes, code, tables and figures.
 */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={(theme) => ({
        maxWidth: '72ch',
        fontSize: { xs: '1rem', md: '1.0625rem' },
        lineHeight: 1.75,
        color: 'text.primary',
        '& > :first-of-type': { mt: 0 },
        '& p': { my: 2 },
        '& h2': { ...theme.typography.h5, fontWeight: 700, mt: 5, mb: 1.5, scrollMarginTop: 80 },
        '& h3': { ...theme.typography.h6, fontWeight: 700, mt: 4, mb: 1, scrollMarginTop: 80 },
        '& h4': { ...theme.typography.subtitle1, fontWeight: 700, mt: 3, mb: 0.5 },
        '& ul, & ol': { pl: 3, my: 2 },
        '& li': { my: 0.75 },
        '& li::marker': { color: theme.palette.primary.main },
        '& a': { color: 'primary.main', textUnderlineOffset: '0.2em' },
        '& strong': { fontWeight: 700 },
        '& blockquote': {
          m: 0,
          my: 3,
          py: 1.5,
          px: 3,
          borderLeft: 4,
          borderColor: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, 0.06),
          borderRadius: 1,
          fontStyle: 'italic',
          color: 'text.secondary',
        },
        '& code': {
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '0.88em',
          px: 0.6,
          py: 0.2,
          borderRadius: 1,
          bgcolor: 'action.hover',
        },
        '& pre': {
          my: 3,
          p: 2,
          overflowX: 'auto',
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
          lineHeight: 1.55,
          '& code': { p: 0, bgcolor: 'transparent', fontSize: '0.85rem' },
        },
        '& table': { width: '100%', borderCollapse: 'collapse', my: 3, fontSize: '0.95rem', display: 'block', overflowX: 'auto' },
        '& th, & td': { textAlign: 'left', p: 1.25, borderBottom: 1, borderColor: 'divider', verticalAlign: 'top' },
        '& th': { fontWeight: 700, bgcolor: 'action.hover' },
        '& figure': { my: 4, mx: 0 },
        '& figcaption': { mt: 1, fontSize: '0.875rem', color: 'text.secondary', textAlign: 'center' },
        '& hr': { my: 5, border: 0, borderTop: 1, borderColor: 'divider' },
        '& kbd': {
          fontFamily: 'ui-monospace, monospace',
          fontSize: '0.85em',
          px: 0.75,
          py: 0.1,
          border: 1,
          borderColor: 'divider',
          borderBottomWidth: 2,
          borderRadius: 1,
        },
        '& dl': { my: 2 },
        '& dt': { fontWeight: 700, mt: 1.5 },
        '& dd': { ml: 0, color: 'text.secondary' },
        '& abbr[title]': { textDecoration: 'underline dotted', cursor: 'help' },
        '& sup a': { textDecoration: 'none' },
      })}
    >
      {children}
    </Box>
  );
}
