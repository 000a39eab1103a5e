import { getDefaultStore } from 'jotai';
import { isAccountAdmin } from '../contracts/admin-check';
import { logger } from '../logger';
import { getAccount } from './account';
import { sessionAtom } from './session-atom';

/**
 * The SPEC §6 admin check of the signed-in account, for admin-only notifications: the account (its
 * organisation's adminId and members) and the session's permissions. When the account cannot be read,
 * the session's permissions alone decide: the server filters admin-only notifications either way.
 */
export async function loadNotificationAdmin(signal?: AbortSignal): Promise<boolean> {
  const { session } = getDefaultStore().get(sessionAtom);
  try {
    return isAccountAdmin({ account: await getAccount(signal), session });
  } catch (err) {
    if (!signal?.aborted) logger.warn('notifications', 'Could not read the account for the admin check', { message: (err as Error).message });
    return isAccountAdmin({ account: null, session });
  }
}
