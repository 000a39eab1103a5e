import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { acceptTerms, getPendingTerms, isApiError, userMessage } from '@iprism/shared/api';
import { TERMS_DECLINED_MESSAGE, type PendingTerms } from '@iprism/shared/contracts';
import { logger } from '@iprism/shared/logger';
import { toast } from '@iprism/shared/shell';
import { useIdentity } from '../auth/identity';
import { SIGNING_OUT_STATE } from '../auth/signing-out';
import { SIGN_IN_PATH } from '../layouts/nav/site';
import { shouldAskTerms } from './session-rules';

type Pending = NonNullable<PendingTerms['pending']>;

/**
 * When a new terms version has taken effect, a signed-in user is asked once, in a dialog that cannot be
 * dismissed, to accept it before going on; declining signs them out with an explanation.
 */
export function TermsGate() {
  const identity = useIdentity();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const sessionId = identity.loaded && identity.signedIn ? (identity.session?.sessionId ?? null) : null;
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setPending(null);
    if (!sessionId) return;
    const controller = new AbortController();
    getPendingTerms(controller.signal).then(
      (answer) => !controller.signal.aborted && setPending(answer.pending),
      (err: unknown) => logger.warn('session', 'Could not check for new terms', { message: (err as Error).message }),
    );
    return () => controller.abort();
  }, [sessionId]);

  if (!pending || !shouldAskTerms(Boolean(sessionId), pending.id, pathname)) return null;

  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      await acceptTerms(pending.id);
      setPending(null);
      toast.success(`Thank you. You accepted the Terms of Service version ${pending.version}.`);
    } catch (err) {
      setError(isApiError(err) ? userMessage(err) : 'Your acceptance could not be saved. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const decline = () => {
    setPending(null);
    void navigate(SIGN_IN_PATH, { flushSync: true, state: SIGNING_OUT_STATE });
    void identity.signOut().then(() => toast.info(TERMS_DECLINED_MESSAGE, { durationMs: 15_000 }));
  };

  return (
    <Dialog open aria-labelledby="terms-gate-title" aria-describedby="terms-gate-summary" disableEscapeKeyDown data-testid="terms-gate">
      <DialogTitle id="terms-gate-title">Our Terms of Service have changed</DialogTitle>
      <DialogContent>
        <DialogContentText component="div" id="terms-gate-summary">
          <p style={{ marginTop: 0 }}>
            Version {pending.version} took effect on {new Date(pending.effectiveAt).toLocaleDateString(undefined, { dateStyle: 'long' })}. What changed:
          </p>
          <p style={{ whiteSpace: 'pre-line' }}>{pending.changeSummary}</p>
          <p>
            Please read the{' '}
            <Link href="/terms" target="_blank" rel="noopener">
              full Terms of Service
            </Link>{' '}
            (opens in a new tab) and accept them to go on. If you decline, you will be signed out.
          </p>
        </DialogContentText>
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={decline} disabled={busy} data-testid="terms-decline">
          Decline and sign out
        </Button>
        <Button onClick={() => void accept()} variant="contained" disabled={busy} autoFocus data-testid="terms-accept">
          {busy ? 'Saving…' : 'I accept'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
