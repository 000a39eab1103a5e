import type { LicenseInfo, OrganizationMembership, Session, User } from '@iprism/shared/contracts/identity';

/** Builders for the guard tests only (not exported from the guards' index). */

export function user(overrides: Partial<User> = {}): User {
  return { primaryEmail: 'jane@smithlaw.com', publicMetadata: {}, organizationMemberships: [], ...overrides };
}

export function clientUser(overrides: Partial<User> = {}): User {
  return user({ publicMetadata: { role: 'client' }, ...overrides });
}

export function membership(overrides: Partial<OrganizationMembership> = {}): OrganizationMembership {
  return {
    organizationId: 'org_smith',
    organizationSlug: 'smith-law',
    role: 'org:member',
    permissions: [],
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function license(licenseType: string | null, hasValidLicense = true): LicenseInfo {
  return { hasValidLicense, licenseType };
}

export function session(overrides: Partial<Session> = {}): Session {
  return { userId: 'user_1', sessionId: 'sess_1', orgId: 'org_smith', orgRole: 'org:member', orgSlug: 'smith-law', orgPermissions: [], ...overrides };
}
