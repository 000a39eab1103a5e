import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { salesRequestQueries } from '@iprism/shared/api/staff-queries';
import type { SalesRequest } from '@iprism/shared/contracts/forms';
import { AdminCard } from '../notifications/AdminCard';
import { replyLink } from './reply-link';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function RequestItem({ r }: { r: SalesRequest }) {
  return (
    <Box component="li" data-testid="sales-request">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <div>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip size="small" label={r.kind === 'demo' ? 'Demo request' : 'Sales inquiry'} color={r.kind === 'demo' ? 'primary' : 'default'} />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {r.name} · {r.firm}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {r.email} · {r.role || 'role not given'} · {r.size} people · {when(r.receivedAt)}
          </Typography>
        </div>
        <Button variant="outlined" size="small" href={replyLink(r)} aria-label={`Reply to ${r.name} by e-mail`}>
          Reply
        </Button>
      </Stack>
      {r.preferredTimes !== null && <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>Preferred times: {r.preferredTimes}</Typography>}
      {r.message && <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.message}</Typography>}
    </Box>
  );
}

/** The admin home's sales panel: what "Contact sales" and "Book a demo" received, each with a reply by e-mail. */
export function SalesRequestsPanel() {
  const { data, error: failure, refetch } = useQuery(salesRequestQueries.list());
  const error = failure && apiErrorText(failure);
  const reload = () => void refetch();
  let body;
  if (error) {
    body = (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={reload}>Retry</Button>}>
        {error}
      </Alert>
    );
  } else if (!data) {
    body = <Skeleton variant="rectangular" height={120} aria-label="Loading the sales requests" />;
  } else if (data.length === 0) {
    body = <Typography color="text.secondary">No sales inquiry or demo request yet.</Typography>;
  } else {
    body = (
      <Stack component="ul" spacing={2} divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.map((r) => (
          <RequestItem key={r.id} r={r} />
        ))}
      </Stack>
    );
  }
  return (
    <AdminCard title="Sales inquiries and demo requests" description="Sent from the contact page's Contact sales and Book a demo forms, newest first. Reply opens an e-mail to the person." testId="sales-requests">
      {body}
    </AdminCard>
  );
}
