import { renderHook } from '@testing-library/react';
import { useClerkIdentity } from './clerk-adapter';

const getToken = jest.fn(async () => 'clerk-token');
const reload = jest.fn(async () => undefined);
const signOut = jest.fn(async () => undefined);
const setActive = jest.fn(async () => undefined);

jest.mock('@clerk/clerk-react', () => ({
  useUser: () => ({
    isLoaded: true,
    isSignedIn: true,
    user: {
      id: 'user_c',
      fullName: 'Grace Hopper',
      primaryEmailAddress: { emailAddress: 'grace@navy.example' },
      publicMetadata: {},
      organizationMemberships: [{ organization: { id: 'org_1', slug: 'navy' }, role: 'org:member', permissions: ['org:reports:read'], updatedAt: new Date(0) }],
    },
  }),
  useAuth: () => ({ isLoaded: true, userId: 'user_c', sessionId: 'sess_c', orgId: 'org_1', orgRole: 'org:member', orgSlug: 'navy', getToken }),
  useSession: () => ({ session: { reload } }),
  useOrganization: () => ({ organization: { id: 'org_1' } }),
  useClerk: () => ({ signOut, setActive }),
  ClerkProvider: ({ children }: { children: unknown }) => children,
  SignIn: () => null,
  SignUp: () => null,
  OrganizationSwitcher: () => null,
}));

describe('useClerkIdentity', () => {
  it('maps Clerk hooks to the identity interface', async () => {
    const { result } = renderHook(() => useClerkIdentity());
    const identity = result.current;
    expect(identity).toMatchObject({ provider: 'clerk', loaded: true, signedIn: true });
    expect(identity.user).toMatchObject({ id: 'user_c', primaryEmail: 'grace@navy.example' });
    expect(identity.session).toEqual({ userId: 'user_c', sessionId: 'sess_c', orgId: 'org_1', orgRole: 'org:member', orgSlug: 'navy', orgPermissions: ['org:reports:read'] });

    await expect(identity.getToken()).resolves.toBe('clerk-token');
    await identity.reload();
    expect(reload).toHaveBeenCalled();
    await identity.setActiveOrganization('org_2');
    expect(setActive).toHaveBeenCalledWith({ organization: 'org_2' });
    await identity.signOut();
    expect(signOut).toHaveBeenCalled();
  });
});
