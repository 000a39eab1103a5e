import type { LicenseInfoDetail } from '@iprism/shared/contracts';
import type { Queryable } from '../db/db';
import { creditBalance } from '../db/repositories/credits';
import { listLicencesOfUserAndOrgs, type LicenceOwner } from '../db/repositories/licenses';
import { seatIndexesOfUser } from '../db/repositories/organizations';
import { resolveLicense, type ResolvedLicence } from './resolve-license';

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

/** Loads what the resolver needs for one caller and resolves their effective licence. */
export async function resolveLicenceOf(db: Queryable, userId: string, activeOrgId: string | null, now: Date): Promise<ResolvedLicence> {
  const memberships = await seatIndexesOfUser(db, userId);
  const licences = await listLicencesOfUserAndOrgs(
    db,
    userId,
    memberships.map((m) => m.organizationId),
  );
  return resolveLicense(licences, now, { userId, activeOrgId, memberships });
}

/** GET /api/account/user/license-info: the effective licence and the balance of its owner. */
export async function loadLicenseInfo(db: Queryable, userId: string, activeOrgId: string | null, now: Date): Promise<LicenseInfoDetail> {
  const resolved = await resolveLicenceOf(db, userId, activeOrgId, now);
  return toLicenseInfo(resolved, await creditBalance(db, creditOwnerOf(resolved, userId)));
}
