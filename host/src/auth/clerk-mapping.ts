import type { OrganizationMembership, Session, UserPublicMetadata } from '@iprism/shared/contracts/identity';
import type { IdentityUser } from './identity';

/** The parts of Clerk's resources the mapping reads (structural, so tests need no Clerk objects). */
export interface ClerkMembershipLike {
  organization: { id: string; slug?: string | null };
  role: string;
  permissions?: readonly string[] | null;
  updatedAt?: Date | string | null;
}

export interface ClerkUserLike {
  id: string;
  fullName?: string | null;
  imageUrl?: string;
  primaryEmailAddress?: { emailAddress: string } | null;
  publicMetadata?: Record<string, unknown> | null;
  organizationMemberships?: readonly ClerkMembershipLike[] | null;
}

export interface ClerkAuthLike {
  userId?: string | null;
  sessionId?: string | null;
  orgId?: string | null;
  orgRole?: string | null;
  orgSlug?: string | null;
}

function isoTime(value: Date | string | null | undefined): string {
  if (value instanceof Date) return value.toISOString();
  return value ?? '';
}

/** SPEC §3 membership from Clerk's: organisation id and slug, role, permissions, updatedAt (for the cache hash). */
export function membershipFromClerk(m: ClerkMembershipLike): OrganizationMembership {
  return {
    organizationId: m.organization.id,
    organizationSlug: m.organization.slug ?? null,
    role: m.role,
    permissions: [...(m.permissions ?? [])],
    updatedAt: isoTime(m.updatedAt),
  };
}

/** Clerk's useUser().user as the identity interface's user. */
export function userFromClerk(user: ClerkUserLike): IdentityUser {
  return {
    id: user.id,
    fullName: user.fullName ?? null,
    imageUrl: user.imageUrl,
    primaryEmail: user.primaryEmailAddress?.emailAddress ?? null,
    publicMetadata: (user.publicMetadata ?? {}) as UserPublicMetadata,
    organizationMemberships: (user.organizationMemberships ?? []).map(membershipFromClerk),
  };
}

/**
 * Clerk's useAuth() as SPEC §3 Session. useAuth carries no permission list, so the active
 * organisation's permissions come from the user's membership in it (Clerk keeps both in step).
 */
export function sessionFromClerk(auth: ClerkAuthLike, user: IdentityUser | null, activeOrgId?: string | null): Session | null {
  if (!auth.userId || !auth.sessionId) return null;
  const orgId = auth.orgId ?? activeOrgId ?? null;
  const membership = orgId ? user?.organizationMemberships.find((m) => m.organizationId === orgId) : undefined;
  return {
    userId: auth.userId,
    sessionId: auth.sessionId,
    orgId,
    orgRole: auth.orgRole ?? membership?.role ?? null,
    orgSlug: auth.orgSlug ?? membership?.organizationSlug ?? null,
    orgPermissions: membership?.permissions ?? [],
  };
}
