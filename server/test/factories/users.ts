import { ORG_ADMIN_PERMISSIONS, ORG_MEMBER_PERMISSIONS, type LicenseType } from '@iprism/shared/contracts';
import { addMembership, type MembershipRole } from '../../src/modules/organizations/repositories/memberships';
import { findOrganization, setOrganizationAdmin } from '../../src/modules/organizations/repositories/organizations';
import { createUser as insertUser, type UserRecord } from '../../src/modules/accounts/repositories/users';
import { createLicense, giveCredits } from './licenses';
import { dbOf, unique, type FactoryTarget } from './target';

export interface UserSpec {
  /** Default: a fresh address on a company domain (not a personal one, which the law-firm guard refuses). */
  email?: string;
  name?: string;
  /** A licence the user owns; none by default. */
  licenseType?: LicenseType;
  /** false: that licence has run out. */
  valid?: boolean;
  /** Opens the user's own credit ledger with this balance. */
  credits?: number;
  /** Only for tests that sign in through the password route: hashing is slow, so there is none by default. */
  password?: string;
  emailVerified?: boolean;
  publicRole?: 'client';
  organizationStatus?: 'pending_assignment';
  /** Makes the user a member of this organisation with `role` (default 'org:member'). */
  organization?: { id: string };
  role?: MembershipRole;
}

/** Adds a membership with the permissions its role carries; an organisation's first admin becomes its admin of record. */
export async function addMember(target: FactoryTarget, organization: { id: string }, userId: string, role: MembershipRole = 'org:member'): Promise<void> {
  const db = dbOf(target);
  const permissions = [...(role === 'org:admin' ? ORG_ADMIN_PERMISSIONS : ORG_MEMBER_PERMISSIONS)];
  await addMembership(db, { organizationId: organization.id, userId, role, permissions });
  if (role === 'org:admin' && !(await findOrganization(db, organization.id))?.adminId) await setOrganizationAdmin(db, organization.id, userId);
}

/** A verified user, with a licence, credits and a membership when asked for: `await createUser(app, { licenseType: 'PilotLawFirmPro' })`. */
export async function createUser(target: FactoryTarget, spec: UserSpec = {}): Promise<UserRecord> {
  const db = dbOf(target);
  const id = unique('user');
  const user = await insertUser(db, {
    email: spec.email ?? `${id}@factory.example`,
    name: spec.name ?? `Test User ${id}`,
    emailVerified: spec.emailVerified ?? true,
    publicRole: spec.publicRole ?? null,
    organizationStatus: spec.organizationStatus ?? null,
    ...(spec.password !== undefined ? { password: spec.password } : { passwordHash: null }),
  });
  if (spec.licenseType) await createLicense(db, { userId: user.id }, { type: spec.licenseType, valid: spec.valid });
  if (spec.credits !== undefined) await giveCredits(db, { userId: user.id }, spec.credits);
  if (spec.organization) await addMember(db, spec.organization, user.id, spec.role);
  return user;
}
