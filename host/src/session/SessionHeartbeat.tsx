import { useEffect } from 'react';
import { sendHeartbeat } from '@iprism/shared/api/company';
import { logger } from '@iprism/shared/logger';
import { useIdentity } from '../auth/identity';
import { heartbeatDue } from './session-rules';

/** How often a tab checks whether a beat is due; the beat itself is at most once a minute. */
const CHECK_MS = 15_000;

/**
 * SPEC §7 session heartbeat: every signed-in tab, while visible, tells the server the session is in use
 * (the last-seen time on the sessions list and the security dashboard). A failure is only logged.
 */
export function SessionHeartbeat() {
  const { loaded, signedIn, session } = useIdentity();
  const sessionId = loaded && signedIn ? (session?.sessionId ?? null) : null;

  useEffect(() => {
    if (!sessionId) return;
    let lastSentAt: number | null = null;
    const beat = () => {
      if (!heartbeatDue(lastSentAt, Date.now(), document.visibilityState === 'visible')) return;
      lastSentAt = Date.now();
      sendHeartbeat().catch((err: unknown) => logger.debug('session', 'Heartbeat failed', { message: (err as Error).message }));
    };
    beat();
    const timer = window.setInterval(beat, CHECK_MS);
    document.addEventListener('visibilitychange', beat);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', beat);
    };
  }, [sessionId]);

  return null;
}
