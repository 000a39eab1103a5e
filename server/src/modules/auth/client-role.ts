import type { Queryable } from '../../platform/db/db';
import { CLIENT_PUBLIC_ROLE, isClientPortalUser } from '../accounts';
import type { Principal } from './principal';

/**
 * SPEC §6: whether the caller is a read-only client-portal user, the same rule for both providers: a
 * Clerk user by the verified token's publicMetadata.role, a built-in user by the users row (so a role
 * change applies at once). Every client-portal rule (read-only access, assigned reports only, blocked
 * features) asks here.
 */
export async function isClientPortalPrincipal(db: Queryable, principal: Pick<Principal, 'provider' | 'publicRole' | 'userId'>): Promise<boolean> {
  if (principal.provider === 'clerk') return principal.publicRole === CLIENT_PUBLIC_ROLE;
  return isClientPortalUser(db, principal.userId);
}
