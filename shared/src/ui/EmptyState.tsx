import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface EmptyStateProps {
  icon?: ReactNode;
  heading: string;
  description: string;
  action?: ReactNode;
  testId?: string;
}

/** The empty state of a list or screen: what it will show, and the one action that fills it. */
export function EmptyState({ icon, heading, description, action, testId = 'empty-state' }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }} data-testid={testId}>
      {icon && <Box sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 48 } }}>{icon}</Box>}
      <Typography variant="h6" component="h2" gutterBottom>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto', mb: action ? 3 : 0 }}>
        {description}
      </Typography>
      {action}
    </Paper>
  );
}
