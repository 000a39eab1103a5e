import type { LicenseType } from '@iprism/shared/contracts';
import type { MembershipRole } from '../../src/modules/organizations/repositories/memberships';
import { findOrganization, insertOrganization, type OrganizationRecord } from '../../src/modules/organizations/repositories/organizations';
import type { UserRecord } from '../../src/modules/accounts/repositories/users';
import { createLicense, giveCredits } from './licenses';
import { dbOf, unique, type FactoryTarget } from './target';
import { addMember, createUser, type UserSpec } from './users';

/** A member: a new user built from the spec, or an existing `user`, with its role (default 'org:member'). */
export type MemberSpec = (Omit<UserSpec, 'organization' | 'role'> & { user?: never }) | { user: UserRecord };

export type MemberWithRole = MemberSpec & { role?: MembershipRole };

export interface OrganizationSpec<M extends readonly MemberWithRole[] = readonly MemberWithRole[]> {
  name?: string;
  slug?: string;
  /** A licence the organisation owns and shares by seat; none by default (members may own theirs). */
  licenseType?: LicenseType;
  seats?: number;
  valid?: boolean;
  /** Opens the organisation's credit ledger with this balance. */
  credits?: number;
  /** In joining order; the first 'org:admin' becomes the organisation's admin of record. */
  members?: M;
}

/**
 * `const { organization, members: [admin, member] } = await createOrganization(app, { members: [{ role: 'org:admin' }, {}] })`:
 * `members` answers one user per spec, in the same order (typed as a tuple of that length).
 */
export async function createOrganization<const M extends readonly MemberWithRole[] = []>(
  target: FactoryTarget,
  spec: OrganizationSpec<M> = {},
): Promise<{ organization: OrganizationRecord; members: { -readonly [K in keyof M]: UserRecord } }> {
  const db = dbOf(target);
  const slug = spec.slug ?? unique('org');
  const inserted = await insertOrganization(db, { name: spec.name ?? `Test Organisation ${slug}`, slug, adminId: null });
  if (spec.licenseType) await createLicense(db, { organizationId: inserted.id }, { type: spec.licenseType, valid: spec.valid, seats: spec.seats ?? 5 });
  if (spec.credits !== undefined) await giveCredits(db, { organizationId: inserted.id }, spec.credits);
  const members: UserRecord[] = [];
  for (const { role, ...member } of spec.members ?? []) {
    const user = member.user ?? (await createUser(db, member));
    await addMember(db, inserted, user.id, role);
    members.push(user);
  }
  // Read back: adding an admin set the admin of record.
  return { organization: (await findOrganization(db, inserted.id)) ?? inserted, members: members as { -readonly [K in keyof M]: UserRecord } };
}
