import { accountRoleOf, leavesOrganizationWithoutAdmin, permissionsOfRole } from './member-rules';

describe('member rules', () => {
  it('gives admins the admin-dashboard permission and members only read', () => {
    expect(permissionsOfRole('org:admin')).toContain('org:admin_dashboard:access');
    expect(permissionsOfRole('org:member')).toEqual(['org:members:read']);
  });

  it('refuses to remove or demote the last admin', () => {
    expect(leavesOrganizationWithoutAdmin({ targetRole: 'org:admin', newRole: null, adminCount: 1 })).toBe(true);
    expect(leavesOrganizationWithoutAdmin({ targetRole: 'org:admin', newRole: 'org:member', adminCount: 1 })).toBe(true);
    expect(leavesOrganizationWithoutAdmin({ targetRole: 'org:admin', newRole: 'org:member', adminCount: 2 })).toBe(false);
    expect(leavesOrganizationWithoutAdmin({ targetRole: 'org:admin', newRole: 'org:admin', adminCount: 1 })).toBe(false);
    expect(leavesOrganizationWithoutAdmin({ targetRole: 'org:member', newRole: null, adminCount: 1 })).toBe(false);
  });

  it('maps members to the account roles, client first', () => {
    expect(accountRoleOf({ role: 'org:admin', publicRole: null })).toBe('admin');
    expect(accountRoleOf({ role: 'org:member', publicRole: null })).toBe('member');
    expect(accountRoleOf({ role: 'org:member', publicRole: 'client' })).toBe('client');
  });
});
