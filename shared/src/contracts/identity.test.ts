import { AccountSchema, LicenseInfoSchema, SessionSchema, UserSchema } from './identity';

describe('identity contracts', () => {
  it('parses a user and defaults missing metadata and memberships', () => {
    expect(UserSchema.parse({ primaryEmail: 'a@b.com' })).toEqual({ primaryEmail: 'a@b.com', publicMetadata: {}, organizationMemberships: [] });
  });

  it('keeps role, organizationStatus and unknown publicMetadata fields', () => {
    const user = UserSchema.parse({ primaryEmail: null, publicMetadata: { role: 'client', organizationStatus: 'pending_assignment', plan: 'x' } });
    expect(user.publicMetadata).toEqual({ role: 'client', organizationStatus: 'pending_assignment', plan: 'x' });
  });

  it('requires every membership field', () => {
    const membership = { organizationId: 'org_1', organizationSlug: 'smith', role: 'org:admin', permissions: ['p'], updatedAt: '2025-01-01T00:00:00.000Z' };
    expect(UserSchema.parse({ primaryEmail: 'a@b.com', organizationMemberships: [membership] }).organizationMemberships).toEqual([membership]);
    const { permissions: _omit, ...withoutPermissions } = membership;
    expect(UserSchema.safeParse({ primaryEmail: 'a@b.com', organizationMemberships: [withoutPermissions] }).success).toBe(false);
  });

  it('parses a session without an active organisation', () => {
    const session = SessionSchema.parse({ userId: 'u', sessionId: 's', orgId: null, orgRole: null, orgSlug: null });
    expect(session.orgPermissions).toEqual([]);
  });

  it('passes unknown licence-info fields through and accepts an unknown type string', () => {
    expect(LicenseInfoSchema.parse({ hasValidLicense: true, licenseType: 'FutureType', seats: 3 })).toEqual({ hasValidLicense: true, licenseType: 'FutureType', seats: 3 });
    expect(LicenseInfoSchema.safeParse({ licenseType: 'PilotOrgStandard' }).success).toBe(false);
  });

  it('parses an account with and without an organisation', () => {
    expect(AccountSchema.parse({ id: 'a', organizationId: null }).organizationId).toBeNull();
    const account = AccountSchema.parse({ id: 'a', organizationId: { adminId: 'a', members: [{ userId: 'a', role: 'admin' }] } });
    expect(account.organizationId?.members).toHaveLength(1);
  });
});
