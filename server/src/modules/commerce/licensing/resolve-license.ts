import { isStaffLicense } from '@iprism/shared/contracts';

/**
 * Which licence applies to a caller. Pure: the service loads
 * the rows and the clock; this decides. Rules, in order:
 * 1. only licences that have started and not ended count;
 * 2. an organisation licence covers at most `seats` members, in order of joining (a member past the
 *    last seat is not covered, so seats cannot be shared by inviting more people);
 * 3. staff types rank first (a staff member keeps every area even if they also hold a customer licence);
 * 4. then the user's own licence, then the active organisation's, then any other membership's;
 * 5. ties: the licence that runs longest, then the oldest id (stable answers between calls).
 */

export interface LicenseRecord {
  id: string;
  type: string;
  ownerUserId: string | null;
  ownerOrganizationId: string | null;
  seats: number;
  startsAt: Date;
  endsAt: Date | null;
}

export interface LicenseContext {
  userId: string;
  activeOrgId: string | null;
  /** The caller's memberships with their 0-based position among the organisation's members by join time. */
  memberships: readonly { organizationId: string; seatIndex: number }[];
}

export type ResolvedLicense =
  | { hasValidLicense: true; license: LicenseRecord; source: 'user' | 'organization' }
  /** `licence` is the best licence the caller would have had but for a seat (null: no licence at all). */
  | { hasValidLicense: false; license: LicenseRecord | null; source: 'organization' | null };

export const isLicenseCurrent = (l: Pick<LicenseRecord, 'startsAt' | 'endsAt'>, now: Date): boolean =>
  l.startsAt.getTime() <= now.getTime() && (l.endsAt === null || l.endsAt.getTime() > now.getTime());

/** Lower is better: user 0, active organisation 1, other organisation 2; null when the licence is not the caller's. */
function ownershipRank(l: LicenseRecord, ctx: LicenseContext): number | null {
  if (l.ownerUserId !== null) return l.ownerUserId === ctx.userId ? 0 : null;
  if (l.ownerOrganizationId === null || !ctx.memberships.some((m) => m.organizationId === l.ownerOrganizationId)) return null;
  return l.ownerOrganizationId === ctx.activeOrgId ? 1 : 2;
}

function coversSeat(l: LicenseRecord, ctx: LicenseContext): boolean {
  if (l.ownerUserId !== null) return true;
  const membership = ctx.memberships.find((m) => m.organizationId === l.ownerOrganizationId);
  return membership !== undefined && membership.seatIndex < l.seats;
}

const endOf = (l: LicenseRecord): number => l.endsAt?.getTime() ?? Number.POSITIVE_INFINITY;

function compare(a: LicenseRecord, b: LicenseRecord, ctx: LicenseContext): number {
  const staff = Number(isStaffLicense(b.type)) - Number(isStaffLicense(a.type));
  if (staff !== 0) return staff;
  const owner = (ownershipRank(a, ctx) ?? 9) - (ownershipRank(b, ctx) ?? 9);
  if (owner !== 0) return owner;
  const end = endOf(b) - endOf(a);
  if (end !== 0 && !Number.isNaN(end)) return end;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Picks the caller's effective licence from every licence owned by them or their organisations. */
export function resolveLicense(licenses: readonly LicenseRecord[], now: Date, ctx: LicenseContext): ResolvedLicense {
  const mine = licenses.filter((l) => ownershipRank(l, ctx) !== null && isLicenseCurrent(l, now)).sort((a, b) => compare(a, b, ctx));
  const covered = mine.find((l) => coversSeat(l, ctx));
  if (covered) return { hasValidLicense: true, license: covered, source: covered.ownerUserId !== null ? 'user' : 'organization' };
  const seatless = mine[0];
  return seatless ? { hasValidLicense: false, license: seatless, source: 'organization' } : { hasValidLicense: false, license: null, source: null };
}
