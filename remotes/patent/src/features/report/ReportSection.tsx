import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface ReportSectionProps {
  title: string;
  /** Controls beside the heading (filters, buttons). */
  action?: ReactNode;
  testId: string;
  children: ReactNode;
}

/** One titled part of the report, a landmark named by its heading. */
export function ReportSection({ title, action, testId, children }: ReportSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} data-testid={testId} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
