import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { confirm, toast } from '@iprism/shared/shell';
import type { AdminAccountDetail, AdminAccountPatch } from '@iprism/shared/contracts';
import { errorText } from '../notifications/error-text';
import { endAllSessions, getAccount, patchAccount, resendVerification } from './api';
import { AuditTable } from './AuditTable';
import { CreditForm } from './CreditForm';
import { count, dateOnly, dateTime } from './format';
import { LicenceForm } from './LicenceForm';
import { LoadView } from './LoadView';
import { StatusChip } from './StatusChip';
import { useLoad } from './use-load';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 2.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** One account: licence, credits, memberships, sessions, second factor and audit history, with the staff actions. */
export function AccountDetail({ id, onChanged }: { id: string; onChanged: () => void }) {
  const { state, reload, set } = useLoad((signal) => getAccount(id, signal), [id]);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<AdminAccountDetail | void>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      const next = await work();
      if (next) set(next);
      else reload();
      toast.success(done);
      onChanged();
      return true;
    } catch (err) {
      toast.error(errorText(err));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const patch = (body: AdminAccountPatch, done: string) => run(() => patchAccount(id, body), done);

  return (
    <LoadView state={state} retry={reload} testId="account-detail">
      {(a) => (
        <Box data-testid="account-detail">
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {a.name || a.email}
            </Typography>
            <StatusChip status={a.status} />
            {a.secondFactor && <Chip size="small" label="Second factor on" />}
          </Stack>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {a.email} · joined {dateOnly(a.createdAt)} · last sign-in {dateTime(a.lastSignInAt)}
          </Typography>

          <Stack direction="row" spacing={1} sx={{ mt: 2 }} flexWrap="wrap" useFlexGap>
            {a.status === 'suspended' ? (
              <Button variant="contained" disabled={busy} onClick={() => void patch({ status: 'active' }, `${a.email} is restored and can sign in again.`)} data-testid="restore-account">
                Restore account
              </Button>
            ) : (
              <Button
                variant="contained"
                color="error"
                disabled={busy}
                data-testid="suspend-account"
                onClick={() =>
                  void confirm({
                    title: 'Suspend this account?',
                    message: `${a.email} is signed out everywhere at once and cannot sign in until restored.`,
                    type: 'danger',
                    confirmText: 'Suspend',
                  }).then((ok) => ok && patch({ status: 'suspended' }, `${a.email} is suspended; every session has ended.`))
                }
              >
                Suspend account
              </Button>
            )}
            <Button variant="outlined" disabled={busy || a.sessions.length === 0} onClick={() => void run(() => endAllSessions(id).then(() => undefined), 'Every session of this account has ended.')}>
              End all sessions
            </Button>
            {a.status === 'unverified' && (
              <Button variant="outlined" disabled={busy} onClick={() => void run(() => resendVerification(id).then(() => undefined), `A new verification link was sent to ${a.email}.`)}>
                Resend verification
              </Button>
            )}
          </Stack>

          <Section title="Licence">
            <Typography sx={{ mb: 1 }}>
              Effective licence: <strong>{a.licenseType ?? 'none'}</strong>
            </Typography>
            {a.licences.length > 0 && (
              <Box component="ul" sx={{ pl: 2, mt: 0 }}>
                {a.licences.map((l) => (
                  <li key={l.id}>
                    {l.type} · from {dateOnly(l.startsAt)} {l.endsAt ? `to ${dateOnly(l.endsAt)}` : '(no end date)'} {l.current ? '· current' : ''}
                  </li>
                ))}
              </Box>
            )}
            <LicenceForm initialType={a.licenseType} withSeats={false} busy={busy} testId="account-licence-form" onSubmit={(license) => void patch({ license }, `Licence set to ${license.type}.`)} />
          </Section>

          <Section title={`Credits: ${count(a.credits)}`}>
            <CreditForm busy={busy} testId="account-credit-form" onSubmit={(amount, reason) => patch({ creditAdjustment: { amount, reason } }, `${amount > 0 ? 'Added' : 'Removed'} ${count(Math.abs(amount))} credits.`)} />
          </Section>

          <Section title="Organisations">
            {a.organizations.length === 0 ? (
              <Typography color="text.secondary">Not a member of any organisation.</Typography>
            ) : (
              <Box component="ul" sx={{ pl: 2, m: 0 }}>
                {a.organizations.map((o) => (
                  <li key={o.id}>
                    {o.name} ({o.role === 'org:admin' ? 'admin' : 'member'})
                  </li>
                ))}
              </Box>
            )}
          </Section>

          <Section title={`Live sessions (${a.sessions.length})`}>
            {a.sessions.length === 0 ? (
              <Typography color="text.secondary">No live session.</Typography>
            ) : (
              <Box component="ul" sx={{ pl: 2, m: 0 }}>
                {a.sessions.map((s) => (
                  <li key={s.id} style={{ overflowWrap: 'anywhere' }}>
                    {s.ip || 'unknown address'} · {s.userAgent || 'unknown browser'} · last active {dateTime(s.lastActiveAt)}
                  </li>
                ))}
              </Box>
            )}
          </Section>

          <Section title="Audit history">
            {a.audit.length === 0 ? <Alert severity="info">Nothing recorded for this account yet.</Alert> : <AuditTable rows={a.audit} caption={`Audit history of ${a.email}`} testId="account-audit" />}
          </Section>
        </Box>
      )}
    </LoadView>
  );
}
