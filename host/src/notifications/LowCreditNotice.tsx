import { useEffect } from 'react';
import { getLicenseDetail } from '@iprism/shared/api';
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

  useEffect(() => {
    const storage = browserStorage();
    if (!sessionId || wasShownInSession(storage, sessionId)) return;
    const controller = new AbortController();
    getLicenseDetail(controller.signal).then(
      (licence) => {
        const notice = licence.hasValidLicense ? lowCreditNotice(licence.credits) : null;
        if (!notice || controller.signal.aborted) return;
        markShownInSession(storage, sessionId);
        toast[notice.level](notice.message, { id: 'low-credits' });
      },
      (err: unknown) => {
        if (!controller.signal.aborted) logger.warn('notifications', 'Could not read the credit balance', { message: (err as Error).message });
      },
    );
    return () => controller.abort();
  }, [sessionId]);

  return null;
}
