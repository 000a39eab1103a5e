import { useEffect, useState, type ReactNode } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from '@iprism/shared/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { isApiError } from '@iprism/shared/api/api-error';
import { apiFetch } from '@iprism/shared/api/api-fetch';
import { CSRF_EARLY_EXPIRY_MS, CSRF_HEADER, CsrfTokenResponseSchema, type CsrfTokenResponse } from '@iprism/shared/contracts/csrf';
import { NETWORK_ERROR_MESSAGE } from '@iprism/shared/contracts/auth';
import { useSeo } from '@iprism/shared/site';
import { PageHeader } from '../features/common/PageHeader';
import { EXPECTED_CODE, checkProtectedPath, describeOutcome, summarizeToken, truncateToken, type HeaderMode, type ProtectedOutcome } from '../features/csrf-test/csrf-test';

/** What the host will expose about the signed-in session; until it does, the page reads this optional global. */
interface IdentityBridge {
  getToken?: () => Promise<string | null | undefined> | string | null | undefined;
}
type WindowWithIdentity = Window & { __IPRISM_IDENTITY__?: IdentityBridge };

async function bearerToken(): Promise<string | null> {
  try {
    const token = await (window as WindowWithIdentity).__IPRISM_IDENTITY__?.getToken?.();
    return token || null;
  } catch {
    return null;
  }
}

/** Whether the host has a signed-in session to lend this page; a page of its own, so its key lives here. */
const signedInQuery = queryOptions({ queryKey: ['dev-csrf-test', 'signed-in'], queryFn: async () => Boolean(await bearerToken()) });

const DEFAULT_PROTECTED_PATH = '/api/account/notifications/add';
const INVALID_TOKEN = 'not-a-real-token-0000000000000000';
const MODE_LABEL: Record<HeaderMode, string> = { none: 'No header', invalid: 'Made-up token', fetched: 'Fresh token' };

interface FetchedToken extends CsrfTokenResponse {
  fetchedAt: number;
}

interface Attempt extends ProtectedOutcome {
  id: number;
  mode: HeaderMode;
  path: string;
  at: number;
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.6 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontFamily: 'ui-monospace, monospace', fontSize: '0.9rem', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export default function DevCsrfTest() {
  useSeo({ title: 'CSRF test', description: 'Developer page: fetch a security token and see how protected requests answer with and without it.', path: '/dev-csrf-test' });
  const queryClient = useQueryClient();
  const signedIn = useQuery(signedInQuery).data ?? null;
  const [token, setToken] = useState<FetchedToken | null>(null);
  const [path, setPath] = useState(DEFAULT_PROTECTED_PATH);
  const [attempts, setAttempts] = useState<Attempt[]>([]);
  const now = useNow(1000);
  const pathError = checkProtectedPath(path);

  // Tokens are single-use (SPEC §4): each fetch is a new one, so it is a mutation, never cached.
  const tokenFetch = useMutation({
    mutationFn: async (): Promise<FetchedToken | null> => {
      const bearer = await bearerToken();
      if (!bearer) return null;
      const answer = await apiFetch('/api/csrf-token', { auth: 'none', headers: { Authorization: `Bearer ${bearer}` }, schema: CsrfTokenResponseSchema, notify: false });
      return { ...answer, fetchedAt: Date.now() };
    },
    onSuccess: (fetched) => (fetched ? setToken(fetched) : queryClient.setQueryData(signedInQuery.queryKey, false)),
  });
  const tokenError = tokenFetch.error ? (isApiError(tokenFetch.error) ? `${tokenFetch.error.status || 'No answer'} ${tokenFetch.error.code}: ${tokenFetch.error.message}` : String(tokenFetch.error)) : null;

  const sending = useMutation({
    mutationFn: async (mode: HeaderMode): Promise<Attempt | null> => {
      const bearer = await bearerToken();
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
      if (bearer) headers.Authorization = `Bearer ${bearer}`;
      if (mode === 'invalid') headers[CSRF_HEADER] = INVALID_TOKEN;
      if (mode === 'fetched') {
        const fresh = await tokenFetch.mutateAsync().catch(() => null);
        if (!fresh) return null;
        headers[CSRF_HEADER] = fresh.token;
      }
      let outcome: ProtectedOutcome;
      try {
        const res = await fetch(path.trim(), { method: 'POST', headers, body: '{}', credentials: 'same-origin' });
        const text = await res.text();
        let body: unknown = null;
        try {
          body = text ? (JSON.parse(text) as unknown) : null;
        } catch {
          body = null;
        }
        outcome = describeOutcome(mode, res.status, body);
      } catch {
        outcome = { ...describeOutcome(mode, 0, null), message: NETWORK_ERROR_MESSAGE };
      }
      return { ...outcome, id: Date.now() + Math.random(), mode, path: path.trim(), at: Date.now() };
    },
    onSuccess: (attempt) => attempt && setAttempts((list) => [attempt, ...list].slice(0, 20)),
  });
  const busy: null | 'token' | HeaderMode = sending.isPending ? sending.variables : tokenFetch.isPending ? 'token' : null;

  const onFetch = () => tokenFetch.mutate();
  const send = (mode: HeaderMode) => {
    if (!pathError) sending.mutate(mode);
  };

  const summary = token ? summarizeToken(token.fetchedAt, token.expiresIn, now) : null;
  const disabled = signedIn !== true || busy !== null;

  return (
    <>
      <PageHeader
        eyebrow="Developer tools"
        title="Security-token test"
        lead={`Every POST, PUT, PATCH and DELETE carries a fresh ${CSRF_HEADER} header. Fetch a token, then see how a protected endpoint answers with and without it.`}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: 3 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }} component="section" aria-labelledby="session-heading">
          <Typography id="session-heading" variant="h6" component="h2" gutterBottom>
            Session
          </Typography>
          {signedIn === null ? (
            <CircularProgress size={20} aria-label="Checking sign-in" />
          ) : signedIn ? (
            <Alert severity="success" data-testid="csrf-signed-in">
              You are signed in. Requests below carry your session token as <code>Authorization: Bearer …</code>.
            </Alert>
          ) : (
            <Alert severity="info" data-testid="csrf-signed-out">
              Sign in to test the security-token flow.{' '}
              <Link component={RouterLink} to="/sign-in?redirect_url=%2Fdev-csrf-test">
                Sign in
              </Link>
            </Alert>
          )}
        </Paper>

        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }} component="section" aria-labelledby="token-heading">
          <Typography id="token-heading" variant="h6" component="h2" gutterBottom>
            1. Fetch a token
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            <code>GET /api/csrf-token</code> answers <code>success</code>, <code>token</code> and <code>expiresIn</code> (ms). The client treats a token as expired{' '}
            {CSRF_EARLY_EXPIRY_MS / 1000} s early.
          </Typography>
          <Button variant="contained" onClick={onFetch} disabled={disabled} startIcon={busy === 'token' ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}>
            Fetch token
          </Button>
          {tokenError && (
            <Alert severity="error" sx={{ mt: 2 }} role="alert" data-testid="csrf-token-error">
              {tokenError}
            </Alert>
          )}
          {token && summary && (
            <Box component="dl" sx={{ mt: 3, mb: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }} data-testid="csrf-token">
              <Fact term="success">{String(token.success)}</Fact>
              <Fact term="token">{truncateToken(token.token)}</Fact>
              <Fact term="expiresIn">{token.expiresIn.toLocaleString()} ms</Fact>
              <Fact term="Fetched at">{new Date(token.fetchedAt).toLocaleTimeString()}</Fact>
              <Fact term="Expires at">{new Date(summary.expiresAt).toLocaleTimeString()}</Fact>
              <Fact term="Fresh until">
                {new Date(summary.freshUntil).toLocaleTimeString()}{' '}
                <Chip size="small" color={summary.fresh ? 'success' : 'default'} variant="outlined" label={summary.fresh ? `fresh, ${summary.secondsLeft} s left` : 'stale'} sx={{ ml: 0.5 }} />
              </Fact>
            </Box>
          )}
        </Paper>

        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }} component="section" aria-labelledby="protected-heading">
          <Typography id="protected-heading" variant="h6" component="h2" gutterBottom>
            2. Send a protected request
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Each button POSTs an empty JSON body. Without the header the server answers 403 <code>CSRF_TOKEN_MISSING</code>; with a made-up token, 403{' '}
            <code>CSRF_TOKEN_INVALID</code>. With a fresh token the check passes, and the endpoint answers on its own terms (usually 400 for the empty body).
          </Typography>
          <TextField
            id="csrf-path"
            label="Protected endpoint (POST)"
            value={path}
            onChange={(e) => setPath(e.target.value)}
            error={Boolean(pathError)}
            helperText={pathError ?? 'Any same-site /api/ path that is not exempt from the token.'}
            fullWidth
            sx={{ mb: 2, maxWidth: 560 }}
          />
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }} role="group" aria-label="Send protected request">
            {(['none', 'invalid', 'fetched'] as const).map((mode) => (
              <Button
                key={mode}
                variant="outlined"
                disabled={disabled || Boolean(pathError)}
                onClick={() => send(mode)}
                startIcon={busy === mode ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
              >
                {mode === 'none' ? 'Send without header' : mode === 'invalid' ? 'Send with a made-up token' : 'Send with a fresh token'}
              </Button>
            ))}
          </Box>
          {attempts.length > 0 && (
            <TableContainer sx={{ mt: 3 }}>
              <Table size="small" aria-label="Protected request results" data-testid="csrf-attempts">
                <TableHead>
                  <TableRow>
                    <TableCell>Time</TableCell>
                    <TableCell>Header</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Code</TableCell>
                    <TableCell>Expected</TableCell>
                    <TableCell>Message</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {attempts.map((a) => (
                    <TableRow key={a.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(a.at).toLocaleTimeString()}</TableCell>
                      <TableCell>{MODE_LABEL[a.mode]}</TableCell>
                      <TableCell>{a.status || '—'}</TableCell>
                      <TableCell sx={{ fontFamily: 'ui-monospace, monospace', fontSize: '0.8rem' }}>{a.code ?? '—'}</TableCell>
                      <TableCell>
                        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: a.asExpected ? 'success.main' : 'error.main' }}>
                          {a.asExpected ? <CheckCircleIcon fontSize="small" aria-hidden /> : <ErrorOutlineIcon fontSize="small" aria-hidden />}
                          <span>
                            {a.asExpected ? 'Yes' : 'No'} ({EXPECTED_CODE[a.mode]})
                          </span>
                        </Box>
                      </TableCell>
                      <TableCell sx={{ color: 'text.secondary' }}>{a.message ?? ''}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Paper>
      </Container>
    </>
  );
}
