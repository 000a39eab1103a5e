import { isOrgAdmin } from './org-admin';

describe('isOrgAdmin (SPEC §6)', () => {
  const member = { role: 'org:member', permissions: [] as string[] };
  it('is true for the recorded admin, an admin role or the admin-dashboard permission', () => {
    expect(isOrgAdmin({ userId: 'u1', organizationAdminId: 'u1', membership: member })).toBe(true);
    expect(isOrgAdmin({ userId: 'u1', organizationAdminId: 'u2', membership: { role: 'org:admin', permissions: [] } })).toBe(true);
    expect(isOrgAdmin({ userId: 'u1', organizationAdminId: null, membership: { role: 'org:member', permissions: ['org:admin_dashboard:access'] } })).toBe(true);
  });

  it('is false for a plain member and for a non-member', () => {
    expect(isOrgAdmin({ userId: 'u1', organizationAdminId: 'u2', membership: member })).toBe(false);
    expect(isOrgAdmin({ userId: 'u1', organizationAdminId: 'u1', membership: null })).toBe(false);
  });
});
