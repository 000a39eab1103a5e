import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { confirm, confirmWithInput, toast } from '@iprism/shared/shell';
import type { Registration } from '@iprism/shared/contracts/back-office';
import { AdminCard } from '../notifications/AdminCard';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { approveRegistration, rejectRegistration } from '@iprism/shared/api/back-office';
import { backOfficeQueries } from '@iprism/shared/api/back-office-queries';
import { dateTime } from './format';
import { LoadView } from './LoadView';
import { toastOutcome } from '../toast-outcome';
import { useBackOfficeChanged } from './use-back-office-changed';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';

function Verification({ r }: { r: Registration }) {
  const p = r.verification.practitioner;
  if (r.verification.verified && p) {
    return (
      <Alert severity="success" sx={{ mt: 1 }} data-testid="registration-verified">
        Verified on the practitioner roster: {p.name}, registered {p.type} ({p.status}), {p.firm || 'no firm listed'}, {[p.city, p.state].filter(Boolean).join(', ')}.
      </Alert>
    );
  }
  return (
    <Alert severity="warning" sx={{ mt: 1 }} data-testid="registration-unverified">
      {p ? `Found on the roster as ${p.name}, but listed as ${p.status}: not an active practitioner.` : `Not verified: the roster has no practitioner ${r.registrationNumber} named ${r.lastName}.`} Check with the applicant before approving.
    </Alert>
  );
}

function Item({ r, busy, onApprove, onReject }: { r: Registration; busy: boolean; onApprove: () => void; onReject: () => void }) {
  return (
    <Box component="li" data-testid="registration">
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {r.organizationName}
        </Typography>
        <Chip size="small" label={r.status} color={r.status === 'approved' ? 'success' : r.status === 'rejected' ? 'default' : 'info'} variant="outlined" />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {r.applicantName ? `${r.applicantName} <${r.email}>` : r.email} · USPTO reg. no. {r.registrationNumber} · {r.licenseType}, {r.seats} seat{r.seats === 1 ? '' : 's'} · signed up {dateTime(r.createdAt)}
      </Typography>
      <Verification r={r} />
      {r.status === 'pending' ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          <Button variant="contained" disabled={busy} onClick={onApprove} data-testid="approve-registration">
            Approve
          </Button>
          <Button variant="outlined" color="error" disabled={busy} onClick={onReject} data-testid="reject-registration">
            Reject
          </Button>
        </Stack>
      ) : (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {r.status === 'approved' ? 'Approved' : `Rejected: ${r.rejectReason ?? ''}`} · {dateTime(r.decidedAt)}
        </Typography>
      )}
    </Box>
  );
}

/** /admin/registrations: law-firm sign-ups waiting for a licence, each with its practitioner check; approve or reject. */
export function RegistrationsPanel() {
  const [all, setAll] = useState(false);
  const registrations = useQuery({ ...backOfficeQueries.registrations(all ? null : 'pending'), placeholderData: keepPreviousData });
  const changed = useBackOfficeChanged();
  // A decision changes the registrations, the overview's count of them and, once approved, the accounts and organisations.
  const approving = useMutation({ mutationFn: (id: string) => approveRegistration(id, null), onSuccess: () => changed() });
  const rejecting = useMutation({ mutationFn: ({ id, reason }: { id: string; reason: string }) => rejectRegistration(id, reason), onSuccess: () => changed() });
  const busy = approving.isPending || rejecting.isPending;
  const approve = (r: Registration) =>
    void confirm({
      title: 'Approve this registration?',
      message: `${r.organizationName} is created with ${r.email} as its admin and a ${r.licenseType} licence for ${r.seats} seat${r.seats === 1 ? '' : 's'}; the applicant is e-mailed.${r.verification.verified ? '' : ' The practitioner check did not pass.'}`,
      confirmText: 'Approve',
    }).then((ok) => {
      if (ok) void toastOutcome(approving.mutateAsync(r.id), `${r.organizationName} is approved; ${r.email} was e-mailed.`);
    });
  // The dialog stays open with the error when the reason is too short or the call fails, so nothing typed is lost.
  const reject = (r: Registration) =>
    void confirmWithInput({
      title: 'Reject this registration?',
      message: 'The reason is e-mailed to the applicant.',
      inputLabel: 'Reason',
      type: 'danger',
      confirmText: 'Reject',
      onConfirm: async (reason) => {
        if (reason.trim().length < 3) throw new Error('Give a reason of at least 3 characters.');
        try {
          await rejecting.mutateAsync({ id: r.id, reason: reason.trim() });
        } catch (err) {
          throw new Error(apiErrorText(err));
        }
      },
    }).then((reason) => {
      if (reason !== null) toast.success(`The registration of ${r.organizationName} was rejected; ${r.email} was e-mailed.`);
    });

  return (
    <AdminCard title="Registrations" description="Organisation sign-ups waiting for a licence. The USPTO registration number is checked against the imported practitioner roster." testId="registrations-panel">
      <FormControlLabel control={<Switch checked={all} onChange={(e) => setAll(e.target.checked)} />} label="Show decided registrations too" sx={{ mb: 1 }} />
      <LoadView query={registrations} testId="registrations">
        {(items) =>
          items.length === 0 ? (
            <Typography color="text.secondary" data-testid="registrations-empty">
              {all ? 'No organisation has signed up yet.' : 'No registration is waiting.'}
            </Typography>
          ) : (
            <Stack component="ul" spacing={2} divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {items.map((r) => (
                <Item key={r.id} r={r} busy={busy} onApprove={() => approve(r)} onReject={() => reject(r)} />
              ))}
            </Stack>
          )
        }
      </LoadView>
    </AdminCard>
  );
}
