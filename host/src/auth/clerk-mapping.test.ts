import { membershipFromClerk, sessionFromClerk, userFromClerk } from './clerk-mapping';

const CLERK_USER = {
  id: 'user_c',
  fullName: 'Grace Hopper',
  imageUrl: 'https://img.example/g.png',
  primaryEmailAddress: { emailAddress: 'grace@navy.example' },
  publicMetadata: { role: 'client', organizationStatus: 'pending_assignment' },
  organizationMemberships: [
    { organization: { id: 'org_1', slug: 'navy' }, role: 'org:admin', permissions: ['org:admin_dashboard:access'], updatedAt: new Date('2025-01-02T03:04:05Z') },
    { organization: { id: 'org_2', slug: null }, role: 'org:member', permissions: null, updatedAt: null },
  ],
};

describe('clerk mapping', () => {
  it('maps the user to SPEC §3 User', () => {
    expect(userFromClerk(CLERK_USER)).toEqual({
      id: 'user_c',
      fullName: 'Grace Hopper',
      imageUrl: 'https://img.example/g.png',
      primaryEmail: 'grace@navy.example',
      publicMetadata: { role: 'client', organizationStatus: 'pending_assignment' },
      organizationMemberships: [
        { organizationId: 'org_1', organizationSlug: 'navy', role: 'org:admin', permissions: ['org:admin_dashboard:access'], updatedAt: '2025-01-02T03:04:05.000Z' },
        { organizationId: 'org_2', organizationSlug: null, role: 'org:member', permissions: [], updatedAt: '' },
      ],
    });
  });

  it('has a null e-mail without a primary address', () => {
    expect(userFromClerk({ id: 'u' }).primaryEmail).toBeNull();
    expect(membershipFromClerk({ organization: { id: 'o' }, role: 'r', updatedAt: '2025-01-01' }).updatedAt).toBe('2025-01-01');
  });

  it('maps useAuth to the Session, permissions from the active membership', () => {
    const user = userFromClerk(CLERK_USER);
    expect(sessionFromClerk({ userId: 'user_c', sessionId: 'sess_c', orgId: 'org_1', orgRole: 'org:admin', orgSlug: 'navy' }, user)).toEqual({
      userId: 'user_c',
      sessionId: 'sess_c',
      orgId: 'org_1',
      orgRole: 'org:admin',
      orgSlug: 'navy',
      orgPermissions: ['org:admin_dashboard:access'],
    });
    expect(sessionFromClerk({ userId: 'user_c', sessionId: 'sess_c' }, user)).toMatchObject({ orgId: null, orgPermissions: [] });
    expect(sessionFromClerk({ userId: null, sessionId: null }, user)).toBeNull();
  });
});
