import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SupportTicket } from '@iprism/shared/contracts/support';
import { formatDateTime } from '../account/format-time';

/** The user's tickets, newest first, each with the staff answers under it. */
export function TicketList({ tickets }: { tickets: readonly SupportTicket[] }) {
  if (tickets.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="tickets-empty">
        You have not written to support yet. Your questions and their answers will be listed here.
      </Typography>
    );
  }
  return (
    <Stack component="ul" spacing={2} divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="tickets">
      {tickets.map((t) => (
        <Box component="li" key={t.id} data-testid="ticket">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {t.subject}
            </Typography>
            <Chip size="small" label={t.status === 'answered' ? 'Answered' : 'Waiting for an answer'} color={t.status === 'answered' ? 'success' : 'default'} variant="outlined" />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(t.createdAt)} · {t.pagePath}
            {t.hasDiagnostics ? ' · diagnostic bundle attached' : ''}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 1 }}>{t.message}</Typography>
          {t.replies.map((r) => (
            <Box key={r.id} sx={{ mt: 1.5, pl: 2, borderLeft: 3, borderColor: 'primary.main' }} data-testid="ticket-reply">
              <Typography variant="body2" color="text.secondary">
                {r.authorName}, iPrism support · {formatDateTime(r.createdAt)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.message}</Typography>
            </Box>
          ))}
        </Box>
      ))}
    </Stack>
  );
}
