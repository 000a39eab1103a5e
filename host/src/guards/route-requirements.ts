import { LICENSE_TYPE_REQUIRED_MESSAGE, PERMISSION_REQUIRED_MESSAGE } from '@iprism/shared/contracts/access';
import { meetsLicenseTypes } from '@iprism/shared/contracts/areas';
import type { LicenseInfo, OrganizationMembership } from '@iprism/shared/contracts/identity';
import type { RouteMeta } from '@iprism/shared/contracts/routes';
import { unauthorizedRedirect } from './redirects';
import { NEXT, type GuardStep } from './types';

export interface RouteRequirementsInput {
  /** The matched route's meta; undefined for an unknown path (nothing to require). */
  meta: RouteMeta | undefined;
  /** Null when the licence lookup failed: a route with required types is then denied (SPEC §8). */
  license: LicenseInfo | null;
  memberships: readonly OrganizationMembership[];
}

/** True when a membership of any organisation holds `permission` (SPEC §5 guard 7). */
export function hasMembershipPermission(memberships: readonly OrganizationMembership[], permission: string): boolean {
  return memberships.some((m) => m.permissions.includes(permission));
}

/**
 * SPEC §5 guard 7: requiredLicenseTypes needs a valid licence whose simplified type (iPrismAdmin →
 * admin, iPrismEmployee → employee) is listed; requiredPermission needs a membership holding it. Both
 * refusals are no-license with their own §8 message. `public: false` needs sign-in, which step 2 of the
 * chain already enforced for every non-public route before any guard runs.
 */
export function routeRequirementsGuard({ meta, license, memberships }: RouteRequirementsInput): GuardStep {
  const required = meta?.requiredLicenseTypes;
  if (required && required.length > 0) {
    if (!meetsLicenseTypes(license, required)) {
      return unauthorizedRedirect('route-requirements', 'no-license', LICENSE_TYPE_REQUIRED_MESSAGE);
    }
  }
  if (meta?.requiredPermission && !hasMembershipPermission(memberships, meta.requiredPermission)) {
    return unauthorizedRedirect('route-requirements', 'no-license', PERMISSION_REQUIRED_MESSAGE);
  }
  return NEXT;
}
