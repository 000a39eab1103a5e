import type { LicenseInfoDetail } from '@iprism/shared/contracts';
import { createAccessCache, type AccessCache } from '../access-cache/access-cache';
import type { AccessSignal } from '../access-cache/access-signal';
import type { Queryable } from '../db/db';
import { creditBalance } from '../db/repositories/credits';
import { listLicencesOfUserAndOrgs, type LicenceOwner } from '../db/repositories/licenses';
import { seatIndexesOfUser } from '../db/repositories/organizations';
import { resolveLicense, type LicenceContext, type LicenceRecord, type ResolvedLicence } from './resolve-license';

/** Whose credit ledger a caller spends from: the owner of their effective licence, else their own. */
export function creditOwnerOf(resolved: ResolvedLicence, userId: string): LicenceOwner {
  if (!resolved.hasValidLicense || resolved.licence.ownerOrganizationId === null) return { userId };
  return { organizationId: resolved.licence.ownerOrganizationId };
}

/** The wire answer of license-info for a resolved licence (pure). */
export function toLicenseInfo(resolved: ResolvedLicence, credits: number): LicenseInfoDetail {
  const l = resolved.licence;
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
  memberships: LicenceContext['memberships'];
  licences: LicenceRecord[];
}

async function loadLicensingFacts(db: Queryable, userId: string): Promise<LicensingFacts> {
  const memberships = await seatIndexesOfUser(db, userId);
  const licences = await listLicencesOfUserAndOrgs(
    db,
    userId,
    memberships.map((m) => m.organizationId),
  );
  return { memberships, licences };
}

/**
 * Licence resolution and credit balances, read by the guards and license-info on most signed-in
 * requests. With an access signal the database reads are cached (the signal clears them after every
 * licence, credit or membership write); the resolution itself runs on every call, so a licence that
 * starts or ends takes effect on time.
 */
export interface Licensing {
  resolve(userId: string, activeOrgId: string | null, now: Date): Promise<ResolvedLicence>;
  balance(owner: LicenceOwner): Promise<number>;
  /** GET /api/account/user/license-info: the effective licence and the balance of its owner. */
  licenseInfo(userId: string, activeOrgId: string | null, now: Date): Promise<LicenseInfoDetail>;
}

const uncached = <V>(): AccessCache<V> => ({ get: (_key, load) => load() });

export function createLicensing(db: Queryable, signal?: AccessSignal): Licensing {
  const facts = signal ? createAccessCache<LicensingFacts>({ signal }) : uncached<LicensingFacts>();
  const balances = signal ? createAccessCache<number>({ signal }) : uncached<number>();
  const licensing: Licensing = {
    async resolve(userId, activeOrgId, now) {
      const { memberships, licences } = await facts.get(userId, () => loadLicensingFacts(db, userId));
      return resolveLicense(licences, now, { userId, activeOrgId, memberships });
    },
    balance: (owner) => balances.get(owner.userId ? `u:${owner.userId}` : `o:${owner.organizationId}`, () => creditBalance(db, owner)),
    async licenseInfo(userId, activeOrgId, now) {
      const resolved = await licensing.resolve(userId, activeOrgId, now);
      return toLicenseInfo(resolved, await licensing.balance(creditOwnerOf(resolved, userId)));
    },
  };
  return licensing;
}
