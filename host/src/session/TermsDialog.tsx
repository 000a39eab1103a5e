import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import type { PendingTerms } from '@iprism/shared/contracts/terms';

export type Pending = NonNullable<PendingTerms['pending']>;

export interface TermsDialogProps {
  pending: Pending;
  busy: boolean;
  error: string | null;
  onAccept(): void;
  onDecline(): void;
}

/** The dialog of TermsGate: what changed, a link to the full terms, accept or decline; it cannot be dismissed. */
export function TermsDialog({ pending, busy, error, onAccept, onDecline }: TermsDialogProps) {
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
        <Button onClick={onDecline} disabled={busy} data-testid="terms-decline">
          Decline and sign out
        </Button>
        <Button onClick={onAccept} variant="contained" disabled={busy} autoFocus data-testid="terms-accept">
          {busy ? 'Saving…' : 'I accept'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
