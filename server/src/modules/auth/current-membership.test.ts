import { withCurrentMembership } from './current-membership';
import type { Principal } from './principal';

const member: Principal = {
  userId: 'u1',
  sessionId: 's1',
  orgId: 'org1',
  orgRole: 'org:member',
  orgSlug: 'firm',
  orgPermissions: ['org:reports:read'],
  provider: 'builtin',
  publicRole: null,
};

describe('withCurrentMembership', () => {
  it('keeps a principal without an organisation as it is', () => {
    const none = { ...member, orgId: null, orgRole: null, orgSlug: null, orgPermissions: [] };
    expect(withCurrentMembership(none, null)).toBe(none);
  });

  it('keeps the claims when the membership still says the same', () => {
    expect(withCurrentMembership(member, { role: 'org:member', permissions: ['org:reports:read'] })).toBe(member);
  });

  it('drops the organisation of a member removed since the token was signed', () => {
    expect(withCurrentMembership(member, null)).toEqual({ ...member, orgId: null, orgRole: null, orgSlug: null, orgPermissions: [] });
  });

  it('takes the current role and permissions of a member whose role changed', () => {
    const demoted = withCurrentMembership({ ...member, orgRole: 'org:admin', orgPermissions: ['org:admin_dashboard:access'] }, { role: 'org:member', permissions: ['org:reports:read'] });
    expect(demoted).toEqual(member);
  });

  it('takes changed permissions under the same role', () => {
    expect(withCurrentMembership(member, { role: 'org:member', permissions: [] }).orgPermissions).toEqual([]);
  });
});
