import { isUnder, normalizePathname, segmentsOf } from './paths';

const ACCEPT_INVITE_PATH = '/accept-invite';

/** The query flag the accept-invite page adds on its way into the app (SPEC §4). */
export function hasInvitationAcceptedFlag(query: URLSearchParams): boolean {
  return query.get('invitation_accepted') === 'true';
}

/** True when the previous page was /accept-invite (or below it). */
export function cameFromAcceptInvite(previousPath: string | null): boolean {
  return previousPath !== null && isUnder(normalizePathname(previousPath), ACCEPT_INVITE_PATH);
}

/** An invitation was just accepted: the query flag, or arriving from /accept-invite (SPEC §4). */
export function justAcceptedInvitation(query: URLSearchParams, previousPath: string | null): boolean {
  return hasInvitationAcceptedFlag(query) || cameFromAcceptInvite(previousPath);
}

/**
 * The dashboard section a path belongs to, for the section-change cache refresh (SPEC §4): the segment
 * after /dashboard (patent, scout, toolbox, trademark, …), 'home' for /dashboard itself, 'admin' for
 * /admin/* and 'employee' for /employee/*; null outside the dashboards (public pages, /profile, …).
 */
export function dashboardSection(pathname: string | null): string | null {
  if (pathname === null) return null;
  const [first, second] = segmentsOf(normalizePathname(pathname));
  if (first === 'admin' || first === 'employee') return first;
  if (first === 'dashboard') return second ?? 'home';
  return null;
}
