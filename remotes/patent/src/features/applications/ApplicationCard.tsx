import { useId } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ApplicationSummary } from '@iprism/shared/contracts';
import { formatDate } from '../account/format-time';
import { LiveProgressPanel } from '../progress/LiveProgressPanel';
import { loadApplicationProgress } from './applications-api';

/** One application on the dashboard: its title, who owns it, since when, and its stages live. */
export function ApplicationCard({ application }: { application: ApplicationSummary }) {
  const titleId = useId();
  const owner = application.owner.name ?? 'Unknown owner';
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} data-testid="application-card" data-application-id={application.id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {application.title || 'Untitled application'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="application-meta">
        {`${owner} · created ${formatDate(application.createdAt)}`}
      </Typography>
      <LiveProgressPanel applicationId={application.id} loadSnapshot={loadApplicationProgress} />
    </Paper>
  );
}
