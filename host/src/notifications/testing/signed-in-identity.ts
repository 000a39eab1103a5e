import type { Session } from '@iprism/shared/contracts/identity';
import { SIGNED_OUT_IDENTITY, type Identity, type IdentityUser } from '../../auth/identity';

/** A signed-in identity for the bridges' tests: user `id` in organisation `org_1`, session `sess-{id}`. */
export function signedInIdentity(id: string, session: Partial<Session> = {}): Identity {
  const user = { id, fullName: id, primaryEmail: `${id}@firm.example`, publicMetadata: {}, organizationMemberships: [] } as unknown as IdentityUser;
  return {
    ...SIGNED_OUT_IDENTITY,
    signedIn: true,
    user,
    session: { userId: id, sessionId: `sess-${id}`, orgId: 'org_1', orgRole: 'org:member', orgSlug: 'firm', orgPermissions: [], ...session },
  };
}
