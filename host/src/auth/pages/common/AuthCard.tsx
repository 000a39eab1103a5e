import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Wordmark } from '../../../layouts/Wordmark';
import { ThemeToggle } from '../../../layouts/ThemeToggle';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the card: "No account? Sign up" and the like. */
  footer?: ReactNode;
}

/** The frame of the identity pages (layout 'none'): a centred card with the page's one h1, in both themes. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', bgcolor: 'background.default', px: 2, py: { xs: 4, sm: 8 } }}>
      <Box sx={{ width: '100%', maxWidth: 440, display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Wordmark to="/" />
        <ThemeToggle />
      </Box>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, borderRadius: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: subtitle ? 1 : 3 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
      {footer && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
          {footer}
        </Typography>
      )}
    </Box>
  );
}
