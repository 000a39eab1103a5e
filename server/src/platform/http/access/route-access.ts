import {
  ADMIN_REQUIRED_MESSAGE,
  CLIENT_EDIT_MESSAGE,
  DRAFTING_NO_LICENSE_MESSAGE,
  PERMISSION_REQUIRED_MESSAGE,
  PILOT_NO_LICENSE_MESSAGE,
  TOOLBOX_NO_LICENSE_MESSAGE,
  LICENSE_TYPE_REQUIRED_MESSAGE,
  hasAdminAccess,
  hasDraftingAccess,
  hasPilotAccess,
  hasToolboxAccess,
  toSimplifiedLicenseType,
  type LicenseInfo,
  type SimplifiedLicenseType,
} from '@iprism/shared/contracts';

/**
 * What a route requires of its caller ("every API route declares its access in one place").
 * - public: anyone; signedIn: any verified principal;
 * - licence: a valid licence of the family (staff licences open every family, SPEC §5 guards 4–6);
 * - staff: a valid {product}Admin/Employee/Developer licence;
 * - orgPermission: the active organisation grants the permission (or the role matches, SPEC §5);
 * - orgAdmin: the caller administers their active organisation (SPEC §6 admin check).
 * `selfService` marks signed-in routes a client-portal user may still call with a mutating method
 * (their own password, sessions, second factor, sign-out): client-portal users are otherwise read-only.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signedIn'; selfService?: boolean }
  | { kind: 'license'; family: 'pilot' | 'toolbox' | 'drafting' }
  | { kind: 'staff' }
  | { kind: 'orgPermission'; permission: string }
  | { kind: 'orgAdmin' }
  | { kind: 'licenseType'; types: readonly SimplifiedLicenseType[] };

export const PUBLIC: RouteAccess = { kind: 'public' };
export const SIGNED_IN: RouteAccess = { kind: 'signedIn' };
export const SELF_SERVICE: RouteAccess = { kind: 'signedIn', selfService: true };
export const PILOT: RouteAccess = { kind: 'license', family: 'pilot' };
export const TOOLBOX: RouteAccess = { kind: 'license', family: 'toolbox' };
/** The drafting workspace: every licence family that drafts (Pilot and Toolbox, and staff). */
export const DRAFTING: RouteAccess = { kind: 'license', family: 'drafting' };
export const STAFF: RouteAccess = { kind: 'staff' };
export const ORG_ADMIN: RouteAccess = { kind: 'orgAdmin' };
export const orgPermission = (permission: string): RouteAccess => ({ kind: 'orgPermission', permission });
/** A valid licence of one of the simplified types route metadata names (SPEC §3: 'admin', 'employee'). */
export const licenseTypes = (...types: SimplifiedLicenseType[]): RouteAccess => ({ kind: 'licenseType', types });

/** What the server knows about a verified caller when it decides. */
export interface CallerFacts {
  /** publicMetadata.role === 'client' (SPEC §6). */
  isClient: boolean;
  license: LicenseInfo | null;
  /** SPEC §6: adminId, member role admin, or the admin-dashboard permission. */
  isOrgAdmin: boolean;
  orgRole: string | null;
  orgPermissions: readonly string[];
  hasActiveOrg: boolean;
}

export type AccessDecision = { allow: true } | { allow: false; statusCode: 401 | 403; message: string };

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const isMutating = (method: string): boolean => MUTATING.has(method.toUpperCase());

const deny = (statusCode: 401 | 403, message: string): AccessDecision => ({ allow: false, statusCode, message });
const ALLOW: AccessDecision = { allow: true };

/** SPEC §5 "Organisation permission check": the permission is in the list or the role matches; false without an org. */
export function orgGrants(facts: Pick<CallerFacts, 'hasActiveOrg' | 'orgRole' | 'orgPermissions'>, permission: string): boolean {
  if (!facts.hasActiveOrg) return false;
  return facts.orgPermissions.includes(permission) || facts.orgRole === permission;
}

/**
 * The server's access decision for one request: pure, so every rule is unit-tested without HTTP.
 * `facts` is null when no valid session token came with the request.
 */
export function decideAccess(access: RouteAccess, method: string, facts: CallerFacts | null): AccessDecision {
  if (access.kind === 'public') return ALLOW;
  if (!facts) return deny(401, 'Your session has expired. Please sign in again.');
  if (facts.isClient && isMutating(method) && !(access.kind === 'signedIn' && access.selfService)) return deny(403, CLIENT_EDIT_MESSAGE);
  switch (access.kind) {
    case 'signedIn':
      return ALLOW;
    case 'license':
      if (access.family === 'pilot') return hasPilotAccess(facts.license) ? ALLOW : deny(403, PILOT_NO_LICENSE_MESSAGE);
      if (access.family === 'drafting') return hasDraftingAccess(facts.license) ? ALLOW : deny(403, DRAFTING_NO_LICENSE_MESSAGE);
      return hasToolboxAccess(facts.license) ? ALLOW : deny(403, TOOLBOX_NO_LICENSE_MESSAGE);
    case 'staff':
      return hasAdminAccess(facts.license) ? ALLOW : deny(403, ADMIN_REQUIRED_MESSAGE);
    case 'orgPermission':
      return orgGrants(facts, access.permission) ? ALLOW : deny(403, PERMISSION_REQUIRED_MESSAGE);
    case 'orgAdmin':
      return facts.isOrgAdmin ? ALLOW : deny(403, 'Only an organization admin can do this.');
    case 'licenseType': {
      const type = facts.license?.hasValidLicense ? toSimplifiedLicenseType(facts.license.licenseType) : null;
      return type !== null && access.types.includes(type) ? ALLOW : deny(403, LICENSE_TYPE_REQUIRED_MESSAGE);
    }
  }
}

/** Which costly caller facts `decideAccess` will read for this route and method (computed lazily, I/O only when needed). */
export interface NeededFacts {
  /** The users row: `public_role` (client-portal read-only rule). */
  client: boolean;
  /** The effective licence (licensing service). */
  license: boolean;
  /** The active organisation's admin check (SPEC §6). */
  orgAdmin: boolean;
}

/**
 * Mirrors the branches of `decideAccess`: the client rule only runs for mutating calls outside
 * self-service, the licence only for licence and staff routes, the admin check only for orgAdmin.
 */
export function neededFacts(access: RouteAccess, method: string): NeededFacts {
  if (access.kind === 'public') return { client: false, license: false, orgAdmin: false };
  const selfService = access.kind === 'signedIn' && access.selfService === true;
  return {
    client: isMutating(method) && !selfService,
    license: access.kind === 'license' || access.kind === 'staff' || access.kind === 'licenseType',
    orgAdmin: access.kind === 'orgAdmin',
  };
}
