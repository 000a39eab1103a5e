import { ACCESS_CACHE_TIMEOUT_MS, BACKGROUND_REFRESH_INTERVAL_MS, SESSION_RELOAD_WAITS_MS, hasAdminAccess, hasPilotAccess, hasToolboxAccess } from '@iprism/shared/contracts/access';
import type { LicenseInfo, OrganizationMembership } from '@iprism/shared/contracts/identity';
import { cameFromAcceptInvite, dashboardSection, hasInvitationAcceptedFlag } from './navigation';

/** The client-side access cache of SPEC §3. Times are epoch milliseconds from the caller's clock. */
export interface AccessCache {
  /** Null when the lookup returned nothing (failure, SPEC §7): every licence guard then refuses. */
  license: LicenseInfo | null;
  hasPilotAccess: boolean;
  hasAdminAccess: boolean;
  hasToolboxAccess: boolean;
  checkedAtMs: number;
  membershipHash: string;
  membershipCount: number;
  backgroundRefreshInFlight: boolean;
  lastBackgroundRefreshAtMs: number | null;
}

/** Why the cache is (or is not) refreshed, first matching trigger of SPEC §4. */
export type CacheRefreshReason =
  | 'missing'
  | 'invitation-accepted'
  | 'from-accept-invite'
  | 'expired'
  | 'memberships-changed'
  | 'section-changed'
  | 'fresh';

export interface CacheDecisionInput {
  cache: AccessCache | null;
  /** Epoch ms from the caller's clock. */
  now: number;
  /** The location's search string, e.g. '?invitation_accepted=true'. */
  query: string;
  previousPath: string | null;
  path: string;
  memberships: readonly OrganizationMembership[];
}

export interface CacheDecision {
  refresh: boolean;
  reason: CacheRefreshReason;
  /** Reuse the cache now and refresh the licence in the background (patent dashboard only). */
  backgroundRefresh: boolean;
  /** Waits in ms before each session reload, each after the previous one; [] for none. */
  reloadSession: number[];
  /** The cache is older than twice the timeout: reload the session as well (SPEC §4). */
  reloadBecauseVeryOld: boolean;
}

/**
 * A fingerprint of the memberships (organisation, role, permissions, updatedAt), independent of their
 * order, so a changed role, permission or membership triggers a refresh (SPEC §4). Exact, not lossy.
 */
export function membershipHash(memberships: readonly OrganizationMembership[]): string {
  const entries = memberships
    .map((m) => JSON.stringify([m.organizationId, m.role, [...m.permissions].sort(), m.updatedAt]))
    .sort();
  return entries.join('|');
}

/** A cache record for a licence just looked up (null when the lookup failed), flags derived from it. */
export function createAccessCache(input: {
  license: LicenseInfo | null;
  memberships: readonly OrganizationMembership[];
  /** Epoch ms from the caller's clock. */
  now: number;
}): AccessCache {
  const { license, memberships, now } = input;
  return {
    license,
    hasPilotAccess: hasPilotAccess(license),
    hasAdminAccess: hasAdminAccess(license),
    hasToolboxAccess: hasToolboxAccess(license),
    checkedAtMs: now,
    membershipHash: membershipHash(memberships),
    membershipCount: memberships.length,
    backgroundRefreshInFlight: false,
    lastBackgroundRefreshAtMs: null,
  };
}

/** The cache as it stands while a background refresh runs; its start counts for the interval. */
export function startBackgroundRefresh(cache: AccessCache, now: number): AccessCache {
  return { ...cache, backgroundRefreshInFlight: true, lastBackgroundRefreshAtMs: now };
}

function refreshReason(input: CacheDecisionInput, invitationFlag: boolean, expired: boolean): CacheRefreshReason {
  const { cache, previousPath, path, memberships } = input;
  if (cache === null) return 'missing';
  if (invitationFlag) return 'invitation-accepted';
  if (cameFromAcceptInvite(previousPath)) return 'from-accept-invite';
  if (expired) return 'expired';
  if (cache.membershipHash !== membershipHash(memberships) || cache.membershipCount !== memberships.length) {
    return 'memberships-changed';
  }
  const from = dashboardSection(previousPath);
  const to = dashboardSection(path);
  if (from !== null && to !== null && from !== to) return 'section-changed';
  return 'fresh';
}

/**
 * SPEC §4 cache rules for one navigation: refresh when the cache is missing, invitation_accepted=true
 * is in the query, the previous page was /accept-invite, the cache is older than the timeout (a clock
 * that went back counts as older), the memberships changed (hash or count), or the user moved between
 * two different dashboard sections. A fresh cache in the patent section is reused with one background
 * refresh per BACKGROUND_REFRESH_INTERVAL_MS. On invitation acceptance or an expired cache the session
 * is reloaded at once and after 1000 ms, plus after 500 ms more when invitation_accepted=true.
 */
export function cacheDecision(input: CacheDecisionInput): CacheDecision {
  const { cache, now, path } = input;
  const invitationFlag = hasInvitationAcceptedFlag(new URLSearchParams(input.query));
  const ageMs = cache === null ? 0 : now - cache.checkedAtMs;
  const expired = cache !== null && (ageMs > ACCESS_CACHE_TIMEOUT_MS || ageMs < 0);
  const reason = refreshReason(input, invitationFlag, expired);
  const refresh = reason !== 'fresh';

  const lastRefreshMs = Math.max(cache?.checkedAtMs ?? 0, cache?.lastBackgroundRefreshAtMs ?? 0);
  const backgroundRefresh =
    cache !== null &&
    !refresh &&
    !cache.backgroundRefreshInFlight &&
    dashboardSection(path) === 'patent' &&
    now - lastRefreshMs >= BACKGROUND_REFRESH_INTERVAL_MS;

  const [firstWaitMs, secondWaitMs] = SESSION_RELOAD_WAITS_MS;
  const invitation = invitationFlag || cameFromAcceptInvite(input.previousPath);
  const reloadSession = invitation || expired ? [0, firstWaitMs, ...(invitationFlag ? [secondWaitMs] : [])] : [];

  return {
    refresh,
    reason,
    backgroundRefresh,
    reloadSession,
    reloadBecauseVeryOld: cache !== null && ageMs > 2 * ACCESS_CACHE_TIMEOUT_MS,
  };
}
