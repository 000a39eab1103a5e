import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { AdminSupportTicket } from '@iprism/shared/contracts/support';
import { AdminCard } from '../notifications/AdminCard';
import { ReplyForm } from './ReplyForm';
import { useSupportTickets } from './use-support-tickets';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function Diagnostics({ ticket }: { ticket: AdminSupportTicket }) {
  const d = ticket.diagnostics;
  if (!d) return null;
  return (
    <Box component="details" sx={{ mt: 1 }}>
      <Box component="summary" sx={{ cursor: 'pointer', typography: 'body2' }}>
        Diagnostic bundle ({d.logEntries.length} log entries)
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {d.userAgent} · {d.language} · {d.viewport}
        {d.theme ? ` · ${d.theme} theme` : ''}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        Versions: {Object.entries(d.appVersions).map(([name, v]) => `${name} ${v}`).join(', ') || 'unknown'}
      </Typography>
      <Box component="pre" sx={{ typography: 'caption', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 240, overflow: 'auto', bgcolor: 'action.hover', p: 1, borderRadius: 1 }}>
        {d.logEntries.map((e) => `${e.timestamp} ${e.level.toUpperCase()} [${e.category}] ${e.message}`).join('\n')}
      </Box>
    </Box>
  );
}

function Ticket({ ticket }: { ticket: AdminSupportTicket }) {
  return (
    <Box component="li" data-testid="admin-ticket">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {ticket.subject}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {ticket.userName ? `${ticket.userName} <${ticket.userEmail}>` : ticket.userEmail} · {ticket.category} · {when(ticket.createdAt)} · {ticket.pagePath}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 1 }}>{ticket.message}</Typography>
      <Diagnostics ticket={ticket} />
      {ticket.replies.map((r) => (
        <Box key={r.id} sx={{ mt: 1, pl: 2, borderLeft: 3, borderColor: 'primary.main' }}>
          <Typography variant="body2" color="text.secondary">
            {r.authorName} · {when(r.createdAt)}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.message}</Typography>
        </Box>
      ))}
      <Box sx={{ mt: 1.5 }}>
        <ReplyForm ticket={ticket} />
      </Box>
    </Box>
  );
}

/** The admin home's support panel: tickets waiting for an answer (or all), each answerable in place. */
export function SupportTicketsPanel() {
  const [all, setAll] = useState(false);
  const { tickets, error, reload } = useSupportTickets(all);
  let body;
  if (error) {
    body = (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={reload}>Retry</Button>} data-testid="admin-tickets-error">
        {error}
      </Alert>
    );
  } else if (!tickets) {
    body = <Skeleton variant="rectangular" height={120} data-testid="admin-tickets-loading" />;
  } else if (tickets.length === 0) {
    body = (
      <Typography color="text.secondary" data-testid="admin-tickets-empty">
        {all ? 'No user has written to support yet.' : 'No ticket is waiting for an answer.'}
      </Typography>
    );
  } else {
    body = (
      <Stack component="ul" spacing={2} divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {tickets.map((t) => (
          <Ticket key={t.id} ticket={t} />
        ))}
      </Stack>
    );
  }
  return (
    <AdminCard title="Support tickets" description="Questions from users, with the page and, when they agreed, a diagnostic bundle. An answer notifies the user." testId="support-panel">
      <FormControlLabel control={<Switch checked={all} onChange={(e) => setAll(e.target.checked)} />} label="Show answered tickets too" sx={{ mb: 1 }} />
      {body}
    </AdminCard>
  );
}
