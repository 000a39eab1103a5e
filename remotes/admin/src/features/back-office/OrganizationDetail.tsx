import { useState } from 'react';
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
import { confirm, toast } from '@iprism/shared/shell';
import type { AdminOrganizationDetail, OrgRole } from '@iprism/shared/contracts';
import { errorText } from '../notifications/error-text';
import { assignMember, getOrganization, listPendingUsers, patchOrganization, removeMember, setMemberRole } from './api';
import { CreditForm } from './CreditForm';
import { count, dateOnly } from './format';
import { LicenceForm } from './LicenceForm';
import { LoadView } from './LoadView';
import { useLoad } from './use-load';

const roleName = (r: OrgRole) => (r === 'org:admin' ? 'Admin' : 'Member');

function Heading({ children }: { children: React.ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2.5, mb: 1 }}>
      {children}
    </Typography>
  );
}

/** Moves a user waiting for an organisation into this one (ends their pending state; they are notified). */
function AssignPending({ busy, onAssign }: { busy: boolean; onAssign: (email: string, role: OrgRole) => Promise<boolean> }) {
  const pending = useLoad((signal) => listPendingUsers(signal), []);
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
        if (email) void onAssign(email, role).then((ok) => ok && (setEmail(''), pending.reload()));
      }}
      data-testid="assign-member-form"
    >
      <TextField select size="small" label="User waiting for an organisation" value={email} onChange={(e) => setEmail(e.target.value)} sx={{ minWidth: 260 }} disabled={pending.state.status !== 'ready'}>
        {pending.state.status === 'ready' && pending.state.data.length === 0 && (
          <MenuItem value="" disabled>
            Nobody is waiting
          </MenuItem>
        )}
        {pending.state.status === 'ready' &&
          pending.state.data.map((u) => (
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
export function OrganizationDetail({ id, onChanged }: { id: string; onChanged: () => void }) {
  const { state, reload, set } = useLoad((signal) => getOrganization(id, signal), [id]);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<AdminOrganizationDetail>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      set(await work());
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

  return (
    <LoadView state={state} retry={reload} testId="organization-detail">
      {(o) => (
        <Box data-testid="organization-detail">
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {o.name}
          </Typography>
          <Typography color="text.secondary">
            {o.licenseType ?? 'No licence'} · {o.seatsUsed} of {o.seats} seats used · {count(o.applications)} applications · {count(o.credits)} credits · since {dateOnly(o.createdAt)}
          </Typography>

          <Heading>Licence and seats</Heading>
          <LicenceForm initialType={o.licenseType} initialSeats={Math.max(1, o.seats)} withSeats busy={busy} testId="organization-licence-form" onSubmit={(license) => void run(() => patchOrganization(id, { license }), `Licence set to ${license.type} with ${license.seats ?? 1} seats.`)} />

          <Heading>Credits</Heading>
          <CreditForm busy={busy} testId="organization-credit-form" onSubmit={(amount, reason) => run(() => patchOrganization(id, { creditAdjustment: { amount, reason } }), `${amount > 0 ? 'Added' : 'Removed'} ${count(Math.abs(amount))} credits.`)} />

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
                          onChange={(e) => void run(() => setMemberRole(id, m.userId, e.target.value as OrgRole), `${m.email} is now ${roleName(e.target.value as OrgRole).toLowerCase()}.`)}
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
                              (ok) => ok && run(() => removeMember(id, m.userId), `${m.email} was removed.`),
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
          <AssignPending busy={busy} onAssign={(email, role) => run(() => assignMember(id, email, role), `${email} was added to ${o.name} and notified.`)} />
        </Box>
      )}
    </LoadView>
  );
}
