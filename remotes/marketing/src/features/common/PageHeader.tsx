import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

export interface PageHeaderProps {
  /** A short label above the title, e.g. the section of the site. */
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  /** Narrow pages (forms, legal text) align the header with their column. */
  maxWidth?: 'md' | 'lg';
}

/** The opening band of an inner page: the page's one h1 and its lead paragraph. */
export function PageHeader({ eyebrow, title, lead, actions, maxWidth = 'lg' }: PageHeaderProps) {
  return (
    <Box
      component="header"
      sx={(theme) => ({
        borderBottom: 1,
        borderColor: 'divider',
        background: `radial-gradient(1200px 320px at 10% -10%, ${alpha(theme.palette.primary.main, 0.14)}, transparent 70%), radial-gradient(900px 260px at 95% 0%, ${alpha(theme.palette.secondary.main, 0.1)}, transparent 70%)`,
      })}
    >
      <Container maxWidth={maxWidth} sx={{ py: { xs: 5, md: 8 } }}>
        {eyebrow && (
          <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700, letterSpacing: 1.2 }}>
            {eyebrow}
          </Typography>
        )}
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, maxWidth: 860 }}>
          {title}
        </Typography>
        {lead && (
          <Typography variant="h6" component="div" color="text.secondary" sx={{ mt: 2, maxWidth: 760, fontWeight: 400, lineHeight: 1.6 }}>
            {lead}
          </Typography>
        )}
        {actions && <Box sx={{ mt: 4, display: 'flex', gap: 2, flexWrap: 'wrap' }}>{actions}</Box>}
      </Container>
    </Box>
  );
}
