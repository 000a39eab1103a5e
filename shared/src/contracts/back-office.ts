import { z } from 'zod';
import { ORG_ROLES } from './organizations';
import { LICENSE_TYPES } from './product';
import { PractitionerSchema } from './registrations';
import { RouteRuleSchema } from './route-rules';

/** The staff back office (/admin): audit log, accounts, organisations, registrations, route rules, overview. */

// ---- Audit log ----

export const AUDIT_ACTIONS = [
  'sign-in.succeeded',
  'sign-in.failed',
  'sign-out',
  'session.revoked',
  'password.changed',
  'password.reset',
  'second-factor.added',
  'second-factor.removed',
  'email.verified',
  'invitation.sent',
  'invitation.accepted',
  'invitation.revoked',
  'membership.role-changed',
  'membership.removed',
  'membership.added',
  'license.changed',
  'seats.changed',
  'credits.changed',
  'account.suspended',
  'account.restored',
  'verification.resent',
  'route-rule.changed',
  'data.exported',
  'application.deleted',
  'admin-notification.sent',
  'registration.approved',
  'registration.rejected',
  'rate-limit.refused',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_SUBJECT_TYPES = ['user', 'organization', 'application', 'route', 'registration'] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

/** Default SPEC-style retention of audit rows, in days (setting AUDIT_RETENTION_DAYS). */
export const AUDIT_RETENTION_DAYS_DEFAULT = 400;

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  subjectType: z.enum(AUDIT_SUBJECT_TYPES).nullable(),
  subjectId: z.string().nullable(),
  action: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  requestId: z.string(),
  detail: z.record(z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const isoDate = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(s)), 'must be a date, such as 2026-01-31 or 2026-01-31T12:00:00Z.');

export const AuditQuerySchema = z.object({
  action: z.string().max(64).optional(),
  actor: z.string().max(200).optional(),
  subject: z.string().max(200).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  cursor: z.string().regex(/^\d+$/, 'is not a cursor this list gave out.').optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditPageSchema = z.object({ items: z.array(AuditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof AuditPageSchema>;

// ---- Accounts ----

export const ACCOUNT_STATUSES = ['active', 'suspended', 'unverified'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const ADMIN_ACCOUNTS_PAGE_SIZE = 25;

export const AdminAccountsQuerySchema = z.object({
  query: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).default(1),
});

export const AdminAccountOrganizationSchema = z.object({ id: z.string(), name: z.string(), role: z.enum(ORG_ROLES) });

export const AdminAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  licenseType: z.string().nullable(),
  credits: z.number(),
  organizations: z.array(AdminAccountOrganizationSchema),
  lastSignInAt: z.string().nullable(),
});
export type AdminAccount = z.infer<typeof AdminAccountSchema>;

export const AdminAccountListSchema = z.object({ items: z.array(AdminAccountSchema), total: z.number().int() });
export type AdminAccountList = z.infer<typeof AdminAccountListSchema>;

export const AdminSessionSchema = z.object({ id: z.string(), userId: z.string(), userEmail: z.string().optional(), ip: z.string(), userAgent: z.string(), createdAt: z.string(), lastActiveAt: z.string() });
export type AdminSession = z.infer<typeof AdminSessionSchema>;

export const AdminLicenseSchema = z.object({ id: z.string(), type: z.string(), seats: z.number().int(), startsAt: z.string(), endsAt: z.string().nullable(), current: z.boolean() });
export type AdminLicense = z.infer<typeof AdminLicenseSchema>;

export const AdminAccountDetailSchema = AdminAccountSchema.extend({
  createdAt: z.string(),
  secondFactor: z.boolean(),
  licenses: z.array(AdminLicenseSchema),
  sessions: z.array(AdminSessionSchema),
  audit: z.array(AuditEntrySchema),
});
export type AdminAccountDetail = z.infer<typeof AdminAccountDetailSchema>;

const futureOrNullDate = z.union([isoDate, z.null()]);

export const AdminLicenseChangeSchema = z.object({
  type: z.enum(LICENSE_TYPES),
  /** When the licence ends; null = no end date. */
  endsAt: futureOrNullDate,
  seats: z.number().int().min(1).max(10_000).optional(),
});
export type AdminLicenseChange = z.infer<typeof AdminLicenseChangeSchema>;

export const AdminCreditAdjustmentSchema = z.object({
  amount: z
    .number()
    .int()
    .refine((n) => n !== 0, 'must not be zero.')
    .refine((n) => Math.abs(n) <= 1_000_000, 'must be at most 1,000,000 either way.'),
  reason: z.string().trim().min(3, 'must say why (at least 3 characters).').max(300),
});

export const AdminAccountPatchSchema = z
  .object({
    status: z.enum(['active', 'suspended']).optional(),
    license: AdminLicenseChangeSchema.optional(),
    creditAdjustment: AdminCreditAdjustmentSchema.optional(),
  })
  .strict();
export type AdminAccountPatch = z.infer<typeof AdminAccountPatchSchema>;

// ---- Organisations ----

export const AdminOrganizationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  licenseType: z.string().nullable(),
  seats: z.number().int(),
  seatsUsed: z.number().int(),
  applications: z.number().int(),
  credits: z.number(),
  createdAt: z.string(),
});
export type AdminOrganizationSummary = z.infer<typeof AdminOrganizationSummarySchema>;

export const AdminOrganizationDetailSchema = AdminOrganizationSummarySchema.extend({
  licenses: z.array(AdminLicenseSchema),
  members: z.array(z.object({ userId: z.string(), email: z.string(), name: z.string(), role: z.enum(ORG_ROLES), clientPortal: z.boolean(), joinedAt: z.string() })),
  invitations: z.array(z.object({ id: z.string(), email: z.string(), role: z.enum(ORG_ROLES), expiresAt: z.string() })),
});
export type AdminOrganizationDetail = z.infer<typeof AdminOrganizationDetailSchema>;

export const AdminOrganizationPatchSchema = z
  .object({ license: AdminLicenseChangeSchema.optional(), creditAdjustment: AdminCreditAdjustmentSchema.optional() })
  .strict();
export type AdminOrganizationPatch = z.infer<typeof AdminOrganizationPatchSchema>;

export const AdminMemberRoleSchema = z.object({ role: z.enum(ORG_ROLES) });
export const AdminAssignMemberSchema = z.object({ email: z.string().trim().toLowerCase().email('must be an e-mail address.'), role: z.enum(ORG_ROLES).default('org:member') });

export const AdminPendingUserSchema = z.object({ id: z.string(), email: z.string(), name: z.string(), createdAt: z.string() });
export type AdminPendingUser = z.infer<typeof AdminPendingUserSchema>;

// ---- Registrations ----

export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const CreateRegistrationSchema = z.object({
  organizationName: z.string().trim().min(2, 'must have at least 2 characters.').max(200),
  registrationNumber: z.string().max(64),
  lastName: z.string().trim().min(1, 'is required.').max(200),
  licenseType: z.enum(['PilotLawFirmStandard', 'PilotLawFirmPro']).default('PilotLawFirmStandard'),
  seats: z.number().int().min(1).max(500).default(1),
});
export type CreateRegistration = z.infer<typeof CreateRegistrationSchema>;

export const RegistrationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  applicantName: z.string(),
  organizationName: z.string(),
  licenseType: z.string(),
  seats: z.number().int(),
  registrationNumber: z.string(),
  lastName: z.string(),
  verification: z.object({ verified: z.boolean(), practitioner: PractitionerSchema.optional() }),
  status: z.enum(REGISTRATION_STATUSES),
  rejectReason: z.string().nullable(),
  organizationId: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Registration = z.infer<typeof RegistrationSchema>;

export const RegistrationListSchema = z.object({ items: z.array(RegistrationSchema) });
/** `200` of GET /api/registrations/mine: the caller's pending registration, if any. */
export const MyRegistrationSchema = z.object({ registration: RegistrationSchema.nullable() });
export const RejectRegistrationSchema = z.object({ reason: z.string().trim().min(3, 'must say why (at least 3 characters).').max(1000) });
export const ApproveRegistrationSchema = z.object({
  /** Assign to this existing organisation instead of creating one named as in the sign-up. */
  organizationId: z.string().optional(),
  endsAt: futureOrNullDate.default(null),
});

// ---- Route rules (admin editing) ----

export const StoredRouteRuleSchema = RouteRuleSchema.extend({ updatedAt: z.string(), updatedBy: z.string().nullable() });
export type StoredRouteRule = z.infer<typeof StoredRouteRuleSchema>;
export const RouteRuleListSchema = z.object({ items: z.array(StoredRouteRuleSchema) });

// ---- Security dashboard and overview ----

export const SecurityDayCountSchema = z.object({ day: z.string(), failedSignIns: z.number().int(), rateLimited: z.number().int() });
export const SecuritySummarySchema = z.object({
  days: z.array(SecurityDayCountSchema),
  repeatedFailures: z.array(z.object({ email: z.string(), failures: z.number().int(), lastAt: z.string() })),
  sessions: z.array(AdminSessionSchema),
  recentCredentialChanges: z.array(AuditEntrySchema),
});
export type SecuritySummary = z.infer<typeof SecuritySummarySchema>;

export const AdminOverviewSchema = z.object({
  users: z.object({ total: z.number().int(), newThisWeek: z.number().int() }),
  organizations: z.object({ total: z.number().int(), newThisWeek: z.number().int() }),
  applicationsToday: z.number().int(),
  pipeline: z.object({ failedToday: z.number().int(), queued: z.number().int() }),
  corpusPatents: z.number().int(),
  openRegistrations: z.number().int(),
  /** Open (issued, unpaid) invoices of the sales area. */
  invoicesDue: z.number().int(),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

export const AdminOrganizationSummaryListSchema = z.object({ items: z.array(AdminOrganizationSummarySchema) });
export const AdminPendingUserListSchema = z.object({ items: z.array(AdminPendingUserSchema) });
export const EndSessionsResultSchema = z.object({ ended: z.number().int() });
/** `200` of an admin's resend of the verification link. */
export const VerificationResentSchema = z.object({ sent: z.boolean() });
