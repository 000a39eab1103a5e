import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { confirm } from '@iprism/shared/shell';
import type { AdminAccountPatch } from '@iprism/shared/contracts/back-office';
import { endAccountSessions, patchAdminAccount, resendAccountVerification } from '@iprism/shared/api/back-office';
import { backOfficeQueries } from '@iprism/shared/api/back-office-queries';
import { AuditTable } from './AuditTable';
import { CreditForm } from './CreditForm';
import { count, dateOnly, dateTime } from './format';
import { LicenseForm } from './LicenseForm';
import { LoadView } from './LoadView';
import { StatusChip } from './StatusChip';
import { toastOutcome } from '../toast-outcome';
import { useBackOfficeChanged } from './use-back-office-changed';

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
export function AccountDetail({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const account = useQuery(backOfficeQueries.account(id));
  const changed = useBackOfficeChanged();
  const patching = useMutation({
    mutationFn: (body: AdminAccountPatch) => patchAdminAccount(id, body),
    onSuccess: (next) => {
      queryClient.setQueryData(backOfficeQueries.account(id).queryKey, next);
      changed(backOfficeQueries.account(id).queryKey);
    },
  });
  const endingSessions = useMutation({ mutationFn: () => endAccountSessions(id), onSuccess: () => changed() });
  const resending = useMutation({ mutationFn: () => resendAccountVerification(id), onSuccess: () => changed() });
  const busy = patching.isPending || endingSessions.isPending || resending.isPending;
  const patch = (body: AdminAccountPatch, done: string) => toastOutcome(patching.mutateAsync(body), done);

  return (
    <LoadView query={account} testId="account-detail">
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
            <Button variant="outlined" disabled={busy || a.sessions.length === 0} onClick={() => void toastOutcome(endingSessions.mutateAsync(), 'Every session of this account has ended.')}>
              End all sessions
            </Button>
            {a.status === 'unverified' && (
              <Button variant="outlined" disabled={busy} onClick={() => void toastOutcome(resending.mutateAsync(), `A new verification link was sent to ${a.email}.`)}>
                Resend verification
              </Button>
            )}
          </Stack>

          <Section title="Licence">
            <Typography sx={{ mb: 1 }}>
              Effective licence: <strong>{a.licenseType ?? 'none'}</strong>
            </Typography>
            {a.licenses.length > 0 && (
              <Box component="ul" sx={{ pl: 2, mt: 0 }}>
                {a.licenses.map((l) => (
                  <li key={l.id}>
                    {l.type} · from {dateOnly(l.startsAt)} {l.endsAt ? `to ${dateOnly(l.endsAt)}` : '(no end date)'} {l.current ? '· current' : ''}
                  </li>
                ))}
              </Box>
            )}
            <LicenseForm initialType={a.licenseType} withSeats={false} busy={busy} testId="account-licence-form" onSubmit={(license) => void patch({ license }, `Licence set to ${license.type}.`)} />
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
