import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

export interface IconCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** Heading level inside the page outline: h3 under a section's h2 by default. */
  headingLevel?: 'h3' | 'h4';
}

/** A feature or practice card: an icon badge, a heading and a short text. */
export function IconCard({ icon, title, children, headingLevel = 'h3' }: IconCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 44,
          height: 44,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.18 : 0.1),
        })}
      >
        {icon}
      </Box>
      <Typography variant="h6" component={headingLevel} sx={{ fontSize: '1.1rem' }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ lineHeight: 1.65 }}>
        {children}
      </Typography>
    </Paper>
  );
}
