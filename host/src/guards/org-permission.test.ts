import { hasOrgPermission } from './org-permission';
import { session } from './test-fixtures';

describe('hasOrgPermission (SPEC §5 Other rules)', () => {
  const s = session({ orgRole: 'org:member', orgPermissions: ['org:reports:read'] });

  it('passes when the permission is in the list', () => {
    expect(hasOrgPermission(s, { permission: 'org:reports:read' })).toBe(true);
  });

  it('passes when the role matches', () => {
    expect(hasOrgPermission(s, { role: 'org:member' })).toBe(true);
  });

  it('passes when either matches', () => {
    expect(hasOrgPermission(s, { permission: 'org:nope', role: 'org:member' })).toBe(true);
    expect(hasOrgPermission(s, { permission: 'org:reports:read', role: 'org:admin' })).toBe(true);
  });

  it('fails when neither matches', () => {
    expect(hasOrgPermission(s, { permission: 'org:nope', role: 'org:admin' })).toBe(false);
  });

  it('fails without an active organisation, whatever the lists say', () => {
    expect(hasOrgPermission(session({ orgId: null, orgRole: 'org:member', orgPermissions: ['org:reports:read'] }), { role: 'org:member' })).toBe(false);
    expect(hasOrgPermission(null, { permission: 'org:reports:read' })).toBe(false);
  });

  it('fails when the check names nothing', () => {
    expect(hasOrgPermission(s, {})).toBe(false);
  });
});
