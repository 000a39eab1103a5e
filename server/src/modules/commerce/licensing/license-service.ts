import type { LicenseInfoDetail } from '@iprism/shared/contracts';
import { createAccessCache, type AccessCache } from '../../../platform/access-cache/access-cache';
import type { AccessSignal } from '../../../platform/access-cache/access-signal';
import type { Queryable } from '../../../platform/db/db';
import { creditBalance } from '../repositories/credits';
import { listLicensesOfUserAndOrgs, type LicenseOwner } from '../repositories/licenses';
import { seatIndexesOfUser } from '../../organizations';
import { resolveLicense, type LicenseContext, type LicenseRecord, type ResolvedLicense } from './resolve-license';

/** Whose credit ledger a caller spends from: the owner of their effective licence, else their own. */
export function creditOwnerOf(resolved: ResolvedLicense, userId: string): LicenseOwner {
  if (!resolved.hasValidLicense || resolved.license.ownerOrganizationId === null) return { userId };
  return { organizationId: resolved.license.ownerOrganizationId };
}

/** The wire answer of license-info for a resolved licence (pure). */
export function toLicenseInfo(resolved: ResolvedLicense, credits: number): LicenseInfoDetail {
  const l = resolved.license;
  return {
    hasValidLicense: resolved.hasValidLicense,
    licenseType: l?.type ?? null,
    source: resolved.source,
    organizationId: l?.ownerOrganizationId ?? null,
    seats: l ? l.seats : null,
    startsAt: l ? l.startsAt.toISOString() : null,
    endsAt: l?.endsAt ? l.endsAt.toISOString() : null,
    credits,
  };
}

/** What the resolver needs about one user: their seats and every licence they or their organisations own. */
interface LicensingFacts {
  memberships: LicenseContext['memberships'];
  licenses: LicenseRecord[];
}

async function loadLicensingFacts(db: Queryable, userId: string): Promise<LicensingFacts> {
  const memberships = await seatIndexesOfUser(db, userId);
  const licenses = await listLicensesOfUserAndOrgs(
    db,
    userId,
    memberships.map((m) => m.organizationId),
  );
  return { memberships, licenses };
}

/**
 * Licence resolution and credit balances, read by the guards and license-info on most signed-in
 * requests. With an access signal the database reads are cached (the signal clears them after every
 * licence, credit or membership write); the resolution itself runs on every call, so a licence that
 * starts or ends takes effect on time.
 */
export interface Licensing {
  resolve(userId: string, activeOrgId: string | null, now: Date): Promise<ResolvedLicense>;
  balance(owner: LicenseOwner): Promise<number>;
  /** GET /api/account/user/license-info: the effective licence and the balance of its owner. */
  licenseInfo(userId: string, activeOrgId: string | null, now: Date): Promise<LicenseInfoDetail>;
}

const uncached = <V>(): AccessCache<V> => ({ get: (_key, load) => load() });

export function createLicensing(db: Queryable, signal?: AccessSignal): Licensing {
  const facts = signal ? createAccessCache<LicensingFacts>({ signal }) : uncached<LicensingFacts>();
  const balances = signal ? createAccessCache<number>({ signal }) : uncached<number>();
  const licensing: Licensing = {
    async resolve(userId, activeOrgId, now) {
      const { memberships, licenses } = await facts.get(userId, () => loadLicensingFacts(db, userId));
      return resolveLicense(licenses, now, { userId, activeOrgId, memberships });
    },
    balance: (owner) => balances.get(owner.userId ? `u:${owner.userId}` : `o:${owner.organizationId}`, () => creditBalance(db, owner)),
    async licenseInfo(userId, activeOrgId, now) {
      const resolved = await licensing.resolve(userId, activeOrgId, now);
      return toLicenseInfo(resolved, await licensing.balance(creditOwnerOf(resolved, userId)));
    },
  };
  return licensing;
}
