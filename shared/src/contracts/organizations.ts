import { z } from 'zod';
import { ADMIN_DASHBOARD_PERMISSION } from './access';

/**
 * Organisations, members and invitations of the built-in identity provider. Roles and
 * permission keys follow Clerk's shape (`org:admin`, `org:…:…`) so both adapters read the same values.
 */

export const ORG_ROLES = ['org:admin', 'org:member'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

export const MEMBERS_MANAGE_PERMISSION = 'org:members:manage';
export const MEMBERS_READ_PERMISSION = 'org:members:read';
export const SETTINGS_MANAGE_PERMISSION = 'org:settings:manage';

/** Permissions an admin membership carries; the first opens the admin dashboard (SPEC §6). */
export const ORG_ADMIN_PERMISSIONS = [ADMIN_DASHBOARD_PERMISSION, MEMBERS_MANAGE_PERMISSION, MEMBERS_READ_PERMISSION, SETTINGS_MANAGE_PERMISSION] as const;
export const ORG_MEMBER_PERMISSIONS = [MEMBERS_READ_PERMISSION] as const;
/** The team page (its route's requiredPermission and its API's access): whoever manages the members. */
export const TEAM_PERMISSION = MEMBERS_MANAGE_PERMISSION;

/** Days an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;
export const INVITATION_WRONG_EMAIL_MESSAGE = 'This invitation was sent to a different email address.';
export const OPEN_INVITATION_MESSAGE = 'This person already has an open invitation. Resend it from the pending invitations, or revoke it first.';
export const LAST_ADMIN_MESSAGE = 'An organization needs at least one admin. Make another member admin first.';
/** SPEC §3 organizationStatus value for a user waiting to be invited into an organisation. */
export const PENDING_ASSIGNMENT_STATUS = 'pending_assignment';
/** `200` of POST /api/onboarding/pending: the user now waits to be invited. */
export const PendingAssignmentResponseSchema = z.object({ organizationStatus: z.literal(PENDING_ASSIGNMENT_STATUS) });
export type PendingAssignmentResponse = z.infer<typeof PendingAssignmentResponseSchema>;

const permission = z.string().regex(/^org:[a-z_]+(:[a-z_]+)*$/, 'Not a permission key.');

export const CreateOrganizationRequestSchema = z.object({ name: z.string().trim().min(2, 'Use at least 2 characters.').max(120) });
export type CreateOrganizationRequest = z.infer<typeof CreateOrganizationRequestSchema>;

export const OrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  adminId: z.string().nullable(),
  createdAt: z.string(),
});
export type Organization = z.infer<typeof OrganizationSchema>;

/** One row of the staff organisation list (GET /api/admin/organizations, staff only), sorted by name. */
export const AdminOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  memberCount: z.number().int().min(0),
});
export type AdminOrganization = z.infer<typeof AdminOrganizationSchema>;
export const AdminOrganizationListSchema = z.object({ organizations: z.array(AdminOrganizationSchema) });
export type AdminOrganizationList = z.infer<typeof AdminOrganizationListSchema>;

export const OrganizationMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ORG_ROLES),
  /** SPEC §3 publicMetadata.role; 'client' marks a read-only client-portal member. */
  publicRole: z.string().nullable(),
  permissions: z.array(z.string()),
  joinedAt: z.string(),
});
export type OrganizationMember = z.infer<typeof OrganizationMemberSchema>;

export const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ORG_ROLES),
  clientPortal: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** Answer of GET /api/organizations/current; `invitations` is empty for non-admins. */
export const CurrentOrganizationSchema = z.object({
  organization: OrganizationSchema,
  members: z.array(OrganizationMemberSchema),
  invitations: z.array(InvitationSchema),
});
export type CurrentOrganization = z.infer<typeof CurrentOrganizationSchema>;

export const CreateInvitationRequestSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).email('Please enter a valid email address.'),
  role: z.enum(ORG_ROLES),
  /** Invite a read-only client-portal user (SPEC §6). */
  clientPortal: z.boolean().optional(),
});
export type CreateInvitationRequest = z.infer<typeof CreateInvitationRequestSchema>;

export const ResendInvitationRequestSchema = z.object({ invitationId: z.string().min(1) });
export const AcceptInvitationRequestSchema = z.object({ token: z.string().min(1).max(200) });
export const AcceptInvitationResponseSchema = z.object({ organizationId: z.string() });

/** Answer of the public GET /api/invitations/:token (the accept-invite page). */
export const InvitationPreviewSchema = z.object({
  organizationName: z.string(),
  email: z.string(),
  role: z.enum(ORG_ROLES),
  expired: z.boolean(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

export const UpdateMemberRequestSchema = z.object({
  role: z.enum(ORG_ROLES),
  /** Replaces the member's permissions; defaults to the role's permissions. */
  permissions: z.array(permission).max(50).optional(),
});
export type UpdateMemberRequest = z.infer<typeof UpdateMemberRequestSchema>;

export const OnboardingStatusSchema = z.object({ organizationStatus: z.string().nullable() });

/** One member's share of the organisation's work on the team page. */
export const TeamMemberWorkloadSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ORG_ROLES),
  /** A read-only client-portal member: counted for what is shared with them, never as an owner. */
  clientPortal: z.boolean(),
  /** Applications of this organisation they uploaded. */
  applications: z.number().int().min(0),
  /** Of those, queued or running now. */
  inProgress: z.number().int().min(0),
  /** Of those, stopped by an error. */
  failed: z.number().int().min(0),
  /** Applications of this organisation assigned or shared to them. */
  assigned: z.number().int().min(0),
  /** The last change to any application they own or are assigned (ISO time), null when none. */
  lastActivityAt: z.string().nullable(),
});
export type TeamMemberWorkload = z.infer<typeof TeamMemberWorkloadSchema>;

/** Answer of GET /api/organizations/current/team (TEAM_PERMISSION). */
export const TeamWorkloadSchema = z.object({
  organization: OrganizationSchema,
  members: z.array(TeamMemberWorkloadSchema),
});
export type TeamWorkload = z.infer<typeof TeamWorkloadSchema>;
