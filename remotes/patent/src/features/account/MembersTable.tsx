import { useState } from 'react';
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
import { removeMember, updateMemberRole } from '@iprism/shared/api';
import { ORG_ROLES, type OrganizationMember, type OrgRole } from '@iprism/shared/contracts';
import { confirm, toast } from '@iprism/shared/shell';
import { visuallyHiddenSx } from '@iprism/shared/ui';
import { formErrorMessage } from './api-errors';
import { ORG_ROLE_LABELS, memberRoleLabel } from './member-roles';
import { canChangeRole, canRemoveMember } from './organization-access';

export interface MembersTableProps {
  members: readonly OrganizationMember[];
  organizationName: string;
  /** The signed-in account, marked "You" and never offered changes. */
  selfId: string;
  canManage: boolean;
  onMemberChanged: (member: OrganizationMember) => void;
  onMemberRemoved: (userId: string) => void;
}

/** The organisation's members; admins can change roles and remove members. */
export function MembersTable({ members, organizationName, selfId, canManage, onMemberChanged, onMemberRemoved }: MembersTableProps) {
  const [busyId, setBusyId] = useState<string | null>(null);

  const changeRole = async (member: OrganizationMember, role: OrgRole) => {
    setBusyId(member.id);
    try {
      onMemberChanged(await updateMemberRole(member.id, role));
      toast.success(`${member.name} is now ${ORG_ROLE_LABELS[role].toLowerCase()}.`);
    } catch (err) {
      // 409 "an organisation needs an admin" is not toasted by apiFetch; it belongs to no form field either.
      const message = formErrorMessage(err);
      if (message) toast.error(message);
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (member: OrganizationMember) => {
    const removed = await confirm({
      title: 'Remove member?',
      message: `${member.name} (${member.email}) will lose access to ${organizationName}.`,
      type: 'danger',
      confirmText: 'Remove',
      onConfirm: () => removeMember(member.id),
    });
    if (!removed) return;
    onMemberRemoved(member.id);
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
                      onChange={(e) => void changeRole(member, e.target.value as OrgRole)}
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
