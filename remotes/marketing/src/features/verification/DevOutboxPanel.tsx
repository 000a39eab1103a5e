import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { OutboxEmail } from '@iprism/shared/contracts/auth';
import { linkifySameOrigin } from './outbox';

function MessageText({ text }: { text: string }) {
  return (
    <Box component="pre" sx={{ m: 0, mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', fontSize: '0.9rem', lineHeight: 1.6, color: 'text.secondary' }}>
      {linkifySameOrigin(text, window.location.origin).map((s, i) =>
        s.type === 'link' ? (
          <Link key={i} href={s.href} data-testid="outbox-link">
            {s.text}
          </Link>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </Box>
  );
}

/**
 * Demo mode sends no real email: the server keeps messages in an outbox instead. This panel shows
 * the newest ones for the address, with links to this site clickable and everything else as text.
 */
export function DevOutboxPanel({ email, messages, onRefresh }: { email: string; messages: readonly OutboxEmail[]; onRefresh: () => void }) {
  return (
    <Alert severity="warning" variant="outlined" icon={false} sx={{ mt: 4, display: 'block', '& .MuiAlert-message': { width: '100%' } }} data-testid="dev-outbox">
      <Box component="section" aria-labelledby="dev-outbox-title">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <AlertTitle id="dev-outbox-title" component="h2" sx={{ m: 0, fontWeight: 700 }}>
            Demo mode: open the dev outbox
          </AlertTitle>
          <Button size="small" startIcon={<RefreshIcon />} onClick={onRefresh}>
            Refresh
          </Button>
        </Box>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          This server sends no real email. These are the newest messages it would have sent to <strong>{email}</strong>. You will not see this panel in production.
        </Typography>
        {messages.length === 0 ? (
          <Typography variant="body2" sx={{ mt: 2 }} data-testid="dev-outbox-empty">
            No messages for this address yet.
          </Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1.5 }}>
            {messages.map((m) => (
              <Paper component="li" key={m.id} variant="outlined" sx={{ p: 2 }} data-testid="dev-outbox-message">
                <Typography variant="subtitle2" component="h3">
                  {m.subject}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  <time dateTime={m.createdAt}>{new Date(m.createdAt).toLocaleString()}</time> · {m.kind}
                </Typography>
                <MessageText text={m.text} />
              </Paper>
            ))}
          </Box>
        )}
      </Box>
    </Alert>
  );
}
