import type { AuthUser } from '@iprism/shared/contracts/auth';
import type { IdentityUser } from '../identity';

/** The built-in provider's user as the identity interface's user (SPEC §3 User plus id and name). */
export function userFromAuthUser(user: AuthUser): IdentityUser {
  return {
    id: user.id,
    fullName: user.name || null,
    primaryEmail: user.primaryEmail,
    publicMetadata: user.publicMetadata,
    organizationMemberships: user.organizationMemberships,
  };
}
