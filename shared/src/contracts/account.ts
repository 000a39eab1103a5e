import { z } from 'zod';
import { AccountMemberSchema, LicenseInfoSchema } from './identity';

/**
 * The signed-in account (SPEC §3 Account, §7 GET /api/account) and the full licence answer
 * (SPEC §7 GET /api/account/user/license-info). Both extend the identity shapes the guards read,
 * so a client that only knows `AccountSchema`/`LicenseInfoSchema` still parses these answers.
 */

/** Where the effective licence comes from: the user's own, an organisation's, or none. */
export const LICENSE_SOURCES = ['user', 'organization'] as const;
export type LicenseSource = (typeof LICENSE_SOURCES)[number];

/** SPEC §9 low-credit threshold: 5 or fewer warns, 0 or fewer is an error. */
export const LOW_CREDIT_THRESHOLD = 5;

/** Answer of GET /api/account/user/license-info; times are ISO-8601, `seats` is the licence's seat count. */
export const LicenseInfoDetailSchema = LicenseInfoSchema.extend({
  source: z.enum(LICENSE_SOURCES).nullable(),
  organizationId: z.string().nullable(),
  seats: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  credits: z.number().int(),
});
export type LicenseInfoDetail = z.infer<typeof LicenseInfoDetailSchema>;

/** A member of the account's organisation; `role` is simplified for the SPEC §6 admin check. */
export const AccountOrganizationMemberSchema = AccountMemberSchema.extend({
  role: z.enum(['admin', 'member', 'client']),
});

/** The active organisation, populated (the spec's `organizationId` is the organisation object). */
export const AccountOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /**
   * The organisation's admin (SPEC §6 admin check): its recorded admin, else its first `org:admin` member
   * (the recorded one may have been deleted). Empty only for an organisation without any admin left.
   */
  adminId: z.string(),
  members: z.array(AccountOrganizationMemberSchema),
});
export type AccountOrganization = z.infer<typeof AccountOrganizationSchema>;

/** Answer of GET /api/account and PATCH /api/account. */
export const AccountDetailSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  name: z.string(),
  organizationId: AccountOrganizationSchema.nullable(),
  credits: z.number().int(),
});
export type AccountDetail = z.infer<typeof AccountDetailSchema>;

export const UpdateAccountRequestSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(120),
});
export type UpdateAccountRequest = z.infer<typeof UpdateAccountRequestSchema>;

/** One row of the staff user list (GET /api/admin/users, staff only). */
export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  publicRole: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  licenseType: z.string().nullable(),
  hasValidLicense: z.boolean(),
});
export const AdminUserListSchema = z.object({ users: z.array(AdminUserSchema), limit: z.number().int(), offset: z.number().int() });
export type AdminUserList = z.infer<typeof AdminUserListSchema>;
