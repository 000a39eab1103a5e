import type { User } from '@iprism/shared/contracts/identity';
import { CLIENT_PUBLIC_ROLE } from './member-roles';

/** SPEC §6: publicMetadata.role 'client' marks a read-only client-portal user (the host guard reads the same field). */
export function isClientPortalUser(user: Pick<User, 'publicMetadata'> | null): boolean {
  return user?.publicMetadata.role === CLIENT_PUBLIC_ROLE;
}
