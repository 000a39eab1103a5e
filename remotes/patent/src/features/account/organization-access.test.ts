import type { AccountDetail } from '@iprism/shared/contracts/account';
import type { Session } from '@iprism/shared/contracts/identity';
import { canChangeRole, canManageOrganization, canRemoveMember, ownRoleLabel } from './organization-access';

const org = (adminId: string, members: { userId: string; role: 'admin' | 'member' | 'client' }[]) => ({ id: 'org_1', name: 'Harper & Lowe LLP', slug: 'harper-lowe', adminId, members });
const account = (organizationId: AccountDetail['organizationId'], id = 'u_me'): AccountDetail => ({ id, email: 'me@firm.example', name: 'Me', organizationId, credits: 10 });
const session = (orgPermissions: string[] = []): Session => ({ userId: 'u_me', sessionId: 's_1', orgId: 'org_1', orgRole: 'org:member', orgSlug: 'harper-lowe', orgPermissions });

describe('canManageOrganization', () => {
  it('lets the recorded admin and admin members manage', () => {
    expect(canManageOrganization({ account: account(org('u_me', [])), session: session(), clientPortal: false })).toBe(true);
    expect(canManageOrganization({ account: account(org('u_other', [{ userId: 'u_me', role: 'admin' }])), session: session(), clientPortal: false })).toBe(true);
  });

  it('lets a membership with admin-dashboard access manage', () => {
    expect(canManageOrganization({ account: account(org('u_other', [])), session: session(['org:admin_dashboard:access']), clientPortal: false })).toBe(true);
  });

  it('keeps members read-only', () => {
    expect(canManageOrganization({ account: account(org('u_other', [{ userId: 'u_me', role: 'member' }])), session: session(), clientPortal: false })).toBe(false);
  });

  it('keeps a client-portal user read-only even as recorded admin', () => {
    expect(canManageOrganization({ account: account(org('u_me', [])), session: session(), clientPortal: true })).toBe(false);
  });
});

describe('member controls', () => {
  it('never offers changes to oneself', () => {
    expect(canChangeRole({ id: 'u_me', publicRole: null }, 'u_me')).toBe(false);
    expect(canRemoveMember({ id: 'u_me' }, 'u_me')).toBe(false);
  });

  it('offers role changes for others except client-portal users, and removal for all others', () => {
    expect(canChangeRole({ id: 'u_2', publicRole: null }, 'u_me')).toBe(true);
    expect(canChangeRole({ id: 'u_3', publicRole: 'client' }, 'u_me')).toBe(false);
    expect(canRemoveMember({ id: 'u_3' }, 'u_me')).toBe(true);
  });
});

describe('ownRoleLabel', () => {
  it('names the role of the account in its organisation', () => {
    expect(ownRoleLabel(account(org('u_me', [{ userId: 'u_me', role: 'admin' }])))).toBe('Admin');
    expect(ownRoleLabel(account(org('u_other', [{ userId: 'u_me', role: 'member' }])))).toBe('Member');
    expect(ownRoleLabel(account(org('u_other', [{ userId: 'u_me', role: 'client' }])))).toBe('Client portal');
    expect(ownRoleLabel(account(null))).toBeNull();
  });
});
