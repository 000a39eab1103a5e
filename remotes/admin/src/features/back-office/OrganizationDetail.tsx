import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { confirm } from '@iprism/shared/shell';
import type { AdminOrganizationDetail, AdminOrganizationPatch } from '@iprism/shared/contracts/back-office';
import type { OrgRole } from '@iprism/shared/contracts/organizations';
import { assignOrganizationMember, patchOrganization, removeOrganizationMember, setOrganizationMemberRole } from '@iprism/shared/api/back-office';
import { backOfficeQueries } from '@iprism/shared/api/back-office-queries';
import { CreditForm } from './CreditForm';
import { count, dateOnly } from './format';
import { LicenseForm } from './LicenseForm';
import { LoadView } from './LoadView';
import { toastOutcome } from '../toast-outcome';
import { useBackOfficeChanged } from './use-back-office-changed';

const roleName = (r: OrgRole) => (r === 'org:admin' ? 'Admin' : 'Member');

function Heading({ children }: { children: React.ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2.5, mb: 1 }}>
      {children}
    </Typography>
  );
}

/** Moves a user waiting for an organisation into this one (ends their pending state; they are notified, and leave the list). */
function AssignPending({ busy, onAssign }: { busy: boolean; onAssign: (email: string, role: OrgRole) => Promise<boolean> }) {
  const pending = useQuery(backOfficeQueries.pendingUsers());
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrgRole>('org:member');
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (email) void onAssign(email, role).then((ok) => ok && setEmail(''));
      }}
      data-testid="assign-member-form"
    >
      <TextField select size="small" label="User waiting for an organisation" value={email} onChange={(e) => setEmail(e.target.value)} sx={{ minWidth: 260 }} disabled={pending.status !== 'success'}>
        {pending.data?.length === 0 && (
          <MenuItem value="" disabled>
            Nobody is waiting
          </MenuItem>
        )}
        {pending.data?.map((u) => (
            <MenuItem key={u.id} value={u.email}>
              {u.name ? `${u.name} <${u.email}>` : u.email}
            </MenuItem>
          ))}
      </TextField>
      <TextField select size="small" label="Role" value={role} onChange={(e) => setRole(e.target.value as OrgRole)} sx={{ minWidth: 120 }}>
        <MenuItem value="org:member">Member</MenuItem>
        <MenuItem value="org:admin">Admin</MenuItem>
      </TextField>
      <Button type="submit" variant="outlined" disabled={busy || !email}>
        Add to organisation
      </Button>
    </Stack>
  );
}

/** One organisation: licence and seats, credits, members and roles, pending invitations, with the staff actions. */
export function OrganizationDetail({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const organization = useQuery(backOfficeQueries.organization(id));
  const changed = useBackOfficeChanged();
  // Every action answers with the organisation as it now is.
  const answered = {
    onSuccess: (next: AdminOrganizationDetail) => {
      queryClient.setQueryData(backOfficeQueries.organization(id).queryKey, next);
      changed(backOfficeQueries.organization(id).queryKey);
    },
  };
  const patching = useMutation({ mutationFn: (body: AdminOrganizationPatch) => patchOrganization(id, body), ...answered });
  const settingRole = useMutation({ mutationFn: ({ userId, role }: { userId: string; role: OrgRole }) => setOrganizationMemberRole(id, userId, role), ...answered });
  const removing = useMutation({ mutationFn: (userId: string) => removeOrganizationMember(id, userId), ...answered });
  const assigning = useMutation({ mutationFn: ({ email, role }: { email: string; role: OrgRole }) => assignOrganizationMember(id, email, role), ...answered });
  const busy = patching.isPending || settingRole.isPending || removing.isPending || assigning.isPending;

  return (
    <LoadView query={organization} testId="organization-detail">
      {(o) => (
        <Box data-testid="organization-detail">
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {o.name}
          </Typography>
          <Typography color="text.secondary">
            {o.licenseType ?? 'No licence'} · {o.seatsUsed} of {o.seats} seats used · {count(o.applications)} applications · {count(o.credits)} credits · since {dateOnly(o.createdAt)}
          </Typography>

          <Heading>Licence and seats</Heading>
          <LicenseForm initialType={o.licenseType} initialSeats={Math.max(1, o.seats)} withSeats busy={busy} testId="organization-licence-form" onSubmit={(license) => void toastOutcome(patching.mutateAsync({ license }), `Licence set to ${license.type} with ${license.seats ?? 1} seats.`)} />

          <Heading>Credits</Heading>
          <CreditForm busy={busy} testId="organization-credit-form" onSubmit={(amount, reason) => toastOutcome(patching.mutateAsync({ creditAdjustment: { amount, reason } }), `${amount > 0 ? 'Added' : 'Removed'} ${count(Math.abs(amount))} credits.`)} />

          <Heading>Members ({o.members.length})</Heading>
          {o.members.length === 0 ? (
            <Typography color="text.secondary">No members.</Typography>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="organization-members">
                <TableHead>
                  <TableRow>
                    <TableCell>Member</TableCell>
                    <TableCell>Role</TableCell>
                    <TableCell>Joined</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {o.members.map((m) => (
                    <TableRow key={m.userId}>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        {m.name || m.email}
                        <Typography variant="body2" color="text.secondary">
                          {m.email}
                          {m.clientPortal ? ' · client portal' : ''}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        <TextField
                          select
                          size="small"
                          value={m.role}
                          disabled={busy}
                          onChange={(e) => void toastOutcome(settingRole.mutateAsync({ userId: m.userId, role: e.target.value as OrgRole }), `${m.email} is now ${roleName(e.target.value as OrgRole).toLowerCase()}.`)}
                          slotProps={{ htmlInput: { 'aria-label': `Role of ${m.email}` } }}
                        >
                          <MenuItem value="org:member">Member</MenuItem>
                          <MenuItem value="org:admin">Admin</MenuItem>
                        </TextField>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateOnly(m.joinedAt)}</TableCell>
                      <TableCell>
                        <Button
                          color="error"
                          size="small"
                          disabled={busy}
                          onClick={() =>
                            void confirm({ title: 'Remove this member?', message: `${m.email} loses access to ${o.name} and its applications.`, type: 'danger', confirmText: 'Remove' }).then(
                              (ok) => ok && toastOutcome(removing.mutateAsync(m.userId), `${m.email} was removed.`),
                            )
                          }
                        >
                          Remove
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}

          <Heading>Pending invitations ({o.invitations.length})</Heading>
          {o.invitations.length === 0 ? (
            <Typography color="text.secondary">No invitation is waiting.</Typography>
          ) : (
            <Box component="ul" sx={{ pl: 2, m: 0 }}>
              {o.invitations.map((i) => (
                <li key={i.id} style={{ overflowWrap: 'anywhere' }}>
                  {i.email} · {roleName(i.role)} · expires {dateOnly(i.expiresAt)}
                </li>
              ))}
            </Box>
          )}

          <Heading>Add a user waiting for an organisation</Heading>
          <AssignPending busy={busy} onAssign={(email, role) => toastOutcome(assigning.mutateAsync({ email, role }), `${email} was added to ${o.name} and notified.`)} />
        </Box>
      )}
    </LoadView>
  );
}
