import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ORG_ROLES, type OrganizationMember, type OrgRole } from '@iprism/shared/contracts/organizations';
import { confirm, toast } from '@iprism/shared/shell';
import { visuallyHiddenSx } from '@iprism/shared/ui';
import { formErrorMessage } from './api-errors';
import { ORG_ROLE_LABELS, memberRoleLabel } from './member-roles';
import { canChangeRole, canRemoveMember } from './organization-access';
import { useChangeMemberRole, useRemoveMember } from './use-organization-changes';

export interface MembersTableProps {
  members: readonly OrganizationMember[];
  organizationName: string;
  /** The signed-in account, marked "You" and never offered changes. */
  selfId: string;
  canManage: boolean;
}

/** The organisation's members; admins can change roles and remove members. */
export function MembersTable({ members, organizationName, selfId, canManage }: MembersTableProps) {
  const roleChange = useChangeMemberRole();
  const removal = useRemoveMember();
  const busyId = roleChange.isPending ? roleChange.variables.member.id : null;

  const changeRole = (member: OrganizationMember, role: OrgRole) =>
    roleChange.mutate(
      { member, role },
      {
        onSuccess: () => toast.success(`${member.name} is now ${ORG_ROLE_LABELS[role].toLowerCase()}.`),
        // 409 "an organisation needs an admin" is not toasted by apiFetch; it belongs to no form field either.
        onError: (err) => {
          const message = formErrorMessage(err);
          if (message) toast.error(message);
        },
      },
    );

  const remove = async (member: OrganizationMember) => {
    const removed = await confirm({
      title: 'Remove member?',
      message: `${member.name} (${member.email}) will lose access to ${organizationName}.`,
      type: 'danger',
      confirmText: 'Remove',
      onConfirm: () => removal.mutateAsync(member.id),
    });
    if (!removed) return;
    toast.success(`${member.name} has been removed.`);
  };

  return (
    // On a phone the table scrolls sideways inside its card rather than squeezing the addresses.
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 560 }} data-testid="members-table">
        <Box component="caption" sx={visuallyHiddenSx}>
          {`Members of ${organizationName}`}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>E-mail</TableCell>
            <TableCell>Role</TableCell>
            {canManage && <TableCell>Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => {
            const self = member.id === selfId;
            return (
              <TableRow key={member.id} data-testid="member-row" data-email={member.email}>
                <TableCell>
                  {member.name}
                  {self && <Chip size="small" label="You" sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{member.email}</TableCell>
                <TableCell>
                  {canManage && canChangeRole(member, selfId) ? (
                    <Select
                      size="small"
                      value={member.role}
                      disabled={busyId === member.id}
                      onChange={(e) => changeRole(member, e.target.value as OrgRole)}
                      inputProps={{ 'aria-label': `Role of ${member.name}` }}
                      data-testid="member-role"
                    >
                      {ORG_ROLES.map((role) => (
                        <MenuItem key={role} value={role}>
                          {ORG_ROLE_LABELS[role]}
                        </MenuItem>
                      ))}
                    </Select>
                  ) : (
                    <span data-testid="member-role-label">{memberRoleLabel(member)}</span>
                  )}
                </TableCell>
                {canManage && (
                  <TableCell>
                    {canRemoveMember(member, selfId) && (
                      <Button size="small" color="error" onClick={() => void remove(member)} aria-label={`Remove ${member.name}`}>
                        Remove
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
