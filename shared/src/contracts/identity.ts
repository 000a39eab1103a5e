import { z } from 'zod';

/**
 * Identity and licence shapes of SPEC §3, as the identity adapters (built-in or Clerk) and the licence
 * lookup hand them to the guard chain and the server. Plain data only: the server imports these too.
 */

/** One organisation membership of a user (SPEC §3 User.organizationMemberships). */
export const OrganizationMembershipSchema = z.object({
  organizationId: z.string().min(1),
  organizationSlug: z.string().nullable(),
  /** The identity provider's role key, e.g. `org:admin` or `org:member`. */
  role: z.string(),
  /** Permission keys such as `org:admin_dashboard:access`. */
  permissions: z.array(z.string()),
  /** ISO-8601 time of the membership's last change; part of the access-cache membership hash (SPEC §4). */
  updatedAt: z.string(),
});
export type OrganizationMembership = z.infer<typeof OrganizationMembershipSchema>;

/** The publicMetadata values the guards read; anything else the provider stores there passes through. */
export const UserPublicMetadataSchema = z
  .object({
    /** 'client' marks a read-only client-portal user (SPEC §6). */
    role: z.string().optional(),
    /** 'pending_assignment' marks a user whose organisation is not set up yet (SPEC §4). */
    organizationStatus: z.string().optional(),
  })
  .passthrough();
export type UserPublicMetadata = z.infer<typeof UserPublicMetadataSchema>;

/** The signed-in user as the identity provider describes it (SPEC §3 User). */
export const UserSchema = z.object({
  /** Null when the provider has no primary address (possible with Clerk). */
  primaryEmail: z.string().nullable(),
  publicMetadata: UserPublicMetadataSchema.default({}),
  organizationMemberships: z.array(OrganizationMembershipSchema).default([]),
});
export type User = z.infer<typeof UserSchema>;

/** The current session; the org fields are null without an active organisation (SPEC §3 Session). */
export const SessionSchema = z.object({
  userId: z.string().min(1),
  sessionId: z.string().min(1),
  orgId: z.string().nullable(),
  orgRole: z.string().nullable(),
  orgSlug: z.string().nullable(),
  orgPermissions: z.array(z.string()).default([]),
});
export type Session = z.infer<typeof SessionSchema>;

/**
 * Answer of GET /api/account/user/license-info (SPEC §7). `licenseType` stays a free string so a type
 * this build does not know yet fails the guards instead of the parse; further fields pass through.
 */
export const LicenseInfoSchema = z
  .object({
    hasValidLicense: z.boolean(),
    licenseType: z.string().nullable(),
  })
  .passthrough();
export type LicenseInfo = z.infer<typeof LicenseInfoSchema>;

/** An organisation member as stored on the account's organisation (SPEC §3 Account). */
export const AccountMemberSchema = z.object({
  userId: z.string().min(1),
  role: z.string(),
});
export type AccountMember = z.infer<typeof AccountMemberSchema>;

/** The account as read for the admin check (SPEC §3 Account, §6); organizationId is the populated organisation. */
export const AccountSchema = z.object({
  id: z.string().min(1),
  organizationId: z
    .object({
      adminId: z.string().min(1),
      members: z.array(AccountMemberSchema),
    })
    .nullable(),
});
export type Account = z.infer<typeof AccountSchema>;
