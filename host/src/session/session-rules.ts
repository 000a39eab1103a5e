import { HEARTBEAT_INTERVAL_MS } from '@iprism/shared/contracts/terms';

/** A visible tab beats at most once a minute; a hidden tab never (it is not "in use"). */
export function heartbeatDue(lastSentAt: number | null, now: number, visible: boolean): boolean {
  if (!visible) return false;
  return lastSentAt === null || now - lastSentAt >= HEARTBEAT_INTERVAL_MS;
}

/** Pages where the acceptance dialog stays closed: the texts themselves (so the link can be read) and signing in or out. */
const TERMS_GATE_OPEN_PATHS = [/^\/terms\/?$/, /^\/privacy\/?$/, /^\/sign-in(\/|$)/, /^\/sign-up(\/|$)/];

/** Ask when a signed-in user has a pending terms version, except on the pages above. */
export function shouldAskTerms(signedIn: boolean, pendingVersionId: string | null, path: string): boolean {
  if (!signedIn || !pendingVersionId) return false;
  return !TERMS_GATE_OPEN_PATHS.some((re) => re.test(path));
}
