import type { TermsVersion } from '@iprism/shared/contracts';

export interface DatedVersion {
  id: string;
  effectiveAt: Date;
}

/** The newest version whose effective date has come; versions in any order. */
export function activeVersion<T extends DatedVersion>(versions: readonly T[], now: Date): T | null {
  let best: T | null = null;
  for (const v of versions) {
    if (v.effectiveAt.getTime() > now.getTime()) continue;
    if (!best || v.effectiveAt.getTime() > best.effectiveAt.getTime()) best = v;
  }
  return best;
}

export function versionStatus(v: DatedVersion, active: DatedVersion | null, now: Date): TermsVersion['status'] {
  if (v.effectiveAt.getTime() > now.getTime()) return 'scheduled';
  return active && active.id === v.id ? 'active' : 'superseded';
}

/**
 * The terms version a user must still accept: the active one, unless they accepted it or their account
 * was created after it took effect (signing up accepts the terms then in force).
 */
export function pendingTermsVersion<T extends DatedVersion>(active: T | null, acceptedIds: ReadonlySet<string>, userCreatedAt: Date): T | null {
  if (!active || acceptedIds.has(active.id)) return null;
  return userCreatedAt.getTime() >= active.effectiveAt.getTime() ? null : active;
}
