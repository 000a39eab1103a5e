import { useId } from 'react';
import { Link as RouterLink } from '@iprism/shared/router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApplicationRecord } from '@iprism/shared/contracts/applications';
import { formatDate } from '../account/format-time';
import { LiveProgressPanel } from '../progress/LiveProgressPanel';
import { reportPath } from './paths';

/** One application on the dashboard: its title, who owns it, since when, and its stages live. */
export function ApplicationCard({ application }: { application: ApplicationRecord }) {
  const titleId = useId();
  const owner = application.owner.name ?? 'Unknown owner';
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} data-testid="application-card" data-application-id={application.id} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {application.title || 'Untitled application'}
        </Typography>
        <Button component={RouterLink} to={reportPath(application.id)} size="small" variant="outlined" aria-label={`Open report: ${application.title || 'Untitled application'}`}>
          Open report
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="application-meta">
        {`${owner} · created ${formatDate(application.createdAt)}`}
      </Typography>
      <LiveProgressPanel applicationId={application.id} />
    </Paper>
  );
}
