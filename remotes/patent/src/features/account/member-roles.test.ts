import { CreateInvitationRequestSchema } from '@iprism/shared/contracts/organizations';
import { INVITE_ROLES, invitationRequest, invitationRoleLabel, memberRoleLabel } from './member-roles';

describe('invitationRequest', () => {
  it('maps each choice to the server roles', () => {
    expect(invitationRequest('a@firm.example', 'member')).toEqual({ email: 'a@firm.example', role: 'org:member' });
    expect(invitationRequest('a@firm.example', 'admin')).toEqual({ email: 'a@firm.example', role: 'org:admin' });
    expect(invitationRequest('a@firm.example', 'client')).toEqual({ email: 'a@firm.example', role: 'org:member', clientPortal: true });
  });

  it('builds requests the shared schema accepts', () => {
    for (const role of INVITE_ROLES) expect(CreateInvitationRequestSchema.safeParse(invitationRequest('a@firm.example', role)).success).toBe(true);
  });
});

describe('role labels', () => {
  it('labels members, admins and client-portal users', () => {
    expect(memberRoleLabel({ role: 'org:admin', publicRole: null })).toBe('Admin');
    expect(memberRoleLabel({ role: 'org:member', publicRole: null })).toBe('Member');
    expect(memberRoleLabel({ role: 'org:member', publicRole: 'client' })).toBe('Client portal');
  });

  it('labels invitations the same way', () => {
    expect(invitationRoleLabel({ role: 'org:admin', clientPortal: false })).toBe('Admin');
    expect(invitationRoleLabel({ role: 'org:member', clientPortal: true })).toBe('Client portal');
  });
});
