import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from '@iprism/shared/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import { devOutboxQueries } from '@iprism/shared/api/dev-outbox-queries';
import { toast } from '@iprism/shared/shell';
import { useSeo } from '@iprism/shared/site';
import { emailFromQuery } from '../features/forms/email-param';
import { DevOutboxPanel } from '../features/verification/DevOutboxPanel';
import { RESEND_ACCEPTED_MESSAGE, resendFailureMessage, resendVerification } from '../features/verification/api';
import { newestFor } from '../features/verification/outbox';

const OUTBOX_RETRIES = 10;
const OUTBOX_RETRY_MS = 1_000;

/** The dev outbox of the address, or null while there is none to show (not demo mode, no address). */
function useDevOutbox(email: string) {
  const { data, refetch } = useQuery({
    ...devOutboxQueries.address(email),
    enabled: email !== '',
    select: (emails) => (emails ? newestFor(emails, email) : null),
    // The server mails after answering the sign-up: look again for a few seconds until it is there.
    refetchInterval: ({ state }) => (state.data && newestFor(state.data, email).length === 0 && state.dataUpdateCount <= OUTBOX_RETRIES ? OUTBOX_RETRY_MS : false),
  });
  return { messages: email ? (data ?? null) : null, refresh: () => void refetch() };
}

export default function VerificationSent() {
  const [params] = useSearchParams();
  const fromLink = emailFromQuery(params.get('email'));
  const [typed, setTyped] = useState('');
  // The address check's message; the server's refusal comes from the resend itself.
  const [invalid, setInvalid] = useState<string | null>(null);
  const [sentNote, setSentNote] = useState<string | null>(null);
  const email = fromLink || emailFromQuery(typed);
  const outbox = useDevOutbox(fromLink);
  const queryClient = useQueryClient();
  const resending = useMutation({
    mutationFn: (address: string) => resendVerification(address),
    onSuccess: () => {
      setSentNote(RESEND_ACCEPTED_MESSAGE);
      toast.success(RESEND_ACCEPTED_MESSAGE);
      void queryClient.invalidateQueries({ queryKey: devOutboxQueries.all });
    },
    onError: (err) => toast.error(resendFailureMessage(err)),
  });
  const sending = resending.isPending;
  const problem = invalid ?? (resending.error ? resendFailureMessage(resending.error) : null);
  useSeo({
    title: 'Check your email',
    description: 'We sent a verification link to confirm your email address. It is valid for 24 hours; you can ask for a new one here.',
    path: '/verification-sent',
  });

  const resend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!email) {
      setInvalid('Please enter a valid email address.');
      return;
    }
    setInvalid(null);
    resending.mutate(email);
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }} data-testid="verification-sent">
        <Box sx={{ color: 'primary.main', mb: 1 }}>
          <MarkEmailUnreadOutlinedIcon sx={{ fontSize: 56 }} aria-hidden />
        </Box>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.4rem' } }} gutterBottom>
          Check your email
        </Typography>
        <Typography color="text.secondary" sx={{ lineHeight: 1.7 }} data-testid="verification-address">
          {fromLink ? (
            <>
              We sent a verification link to <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>{fromLink}</Box>.
            </>
          ) : (
            'We sent a verification link to the email address you signed up with.'
          )}{' '}
          Open it to confirm the address and finish creating your account.
        </Typography>
        <Box component="ul" sx={{ mt: 2, pl: 3, color: 'text.secondary', lineHeight: 1.7, '& li': { mb: 0.5 } }}>
          <li>The link is valid for 24 hours and works once.</li>
          <li>It can take a few minutes to arrive. Check your spam or quarantine folder, and ask IT to allow mail from iprism.example.</li>
          <li>Asking for a new link makes the earlier ones stop working.</li>
        </Box>

        <Box component="form" noValidate onSubmit={resend} aria-label="Resend verification link" sx={{ mt: 3 }} data-testid="resend-form">
          {problem && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="resend-error">
              {problem}
            </Alert>
          )}
          {sentNote && !problem && (
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              {sentNote}
            </Alert>
          )}
          {!fromLink && (
            <TextField
              id="resend-email"
              label="Email address"
              type="email"
              autoComplete="email"
              fullWidth
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value);
                setInvalid(null);
                if (resending.isError) resending.reset();
              }}
              helperText="The address you signed up with."
              sx={{ mb: 2 }}
            />
          )}
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={sending} startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}>
              {sending ? 'Sending…' : 'Resend link'}
            </Button>
            <Typography variant="body2" color="text.secondary">
              Already confirmed?{' '}
              <Link component={RouterLink} to="/sign-in">
                Sign in
              </Link>
            </Typography>
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          Wrong address?{' '}
          <Link component={RouterLink} to="/sign-up">
            Sign up again
          </Link>{' '}
          with the right one, or{' '}
          <Link component={RouterLink} to="/support?category=account">
            contact support
          </Link>
          .
        </Typography>
      </Paper>
      {fromLink && outbox.messages && <DevOutboxPanel email={fromLink} messages={outbox.messages} onRefresh={outbox.refresh} />}
    </Container>
  );
}
