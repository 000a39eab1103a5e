import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface SectionProps {
  id?: string;
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
  /** A tinted band to separate consecutive sections. */
  tinted?: boolean;
  maxWidth?: 'sm' | 'md' | 'lg';
}

/** A page section with an h2 heading; the section is labelled by its heading for screen readers. */
export function Section({ id, title, intro, children, tinted = false, maxWidth = 'lg' }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={title ? headingId : undefined}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: tinted ? 'action.hover' : undefined, scrollMarginTop: 72 }}
    >
      <Container maxWidth={maxWidth}>
        {title && (
          <Typography variant="h4" component="h2" id={headingId} sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, mb: intro ? 1.5 : 4 }}>
            {title}
          </Typography>
        )}
        {intro && (
          <Typography color="text.secondary" sx={{ maxWidth: 720, mb: 5, fontSize: '1.05rem', lineHeight: 1.7 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
