import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '@iprism/shared/api/account-queries';
import { logger } from '@iprism/shared/logger';
import { lowCreditNotice } from '@iprism/shared/notifications';
import { toast } from '@iprism/shared/shell';
import { useIdentity } from '../auth/identity';
import { markShownInSession, wasShownInSession } from './once-per-session';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * SPEC §8 low credits, once per sign-in session: after sign-in, a balance at or under the SPEC §9
 * threshold is toasted (0 or fewer as an error, else a warning). Only for a valid licence: without one
 * the user has nothing to spend credits on, and the guards already tell them so.
 */
export function LowCreditNotice() {
  const { loaded, signedIn, session } = useIdentity();
  const sessionId = loaded && signedIn ? (session?.sessionId ?? null) : null;
  const storage = browserStorage();
  const due = sessionId !== null && !wasShownInSession(storage, sessionId);
  const { data: license, error } = useQuery({ ...accountQueries.license(), enabled: due });

  useEffect(() => {
    if (!due || !license) return;
    const notice = license.hasValidLicense ? lowCreditNotice(license.credits) : null;
    if (!notice) return;
    markShownInSession(storage, sessionId);
    toast[notice.level](notice.message, { id: 'low-credits' });
  }, [due, license, storage, sessionId]);

  useEffect(() => {
    if (due && error) logger.warn('notifications', 'Could not read the credit balance', { message: error.message });
  }, [due, error]);

  return null;
}
