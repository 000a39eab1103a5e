import { hasAdminAccess, hasPilotAccess, hasToolboxAccess, toSimplifiedLicenseType } from './access';
import type { LicenseInfo } from './identity';
import type { SimplifiedLicenseType } from './product';

/**
 * The signed-in areas and what opens each: one table read by the host's guards (which refuse a path) and
 * by the dashboard home (which shows only the areas the licence opens), so both always agree.
 */

/** SPEC §5 guard 4: below these, pilot access is needed. */
export const PILOT_AREA_PATHS = ['/dashboard/patent', '/dashboard/scout'] as const;
/** SPEC §5 guard 5. */
export const TOOLBOX_AREA_PATH = '/dashboard/toolbox';
/** SPEC §5 guard 6. */
export const ADMIN_AREA_PATH = '/admin';
/** SPEC §2 route meta: the admin root and the trademark area need these simplified licence types. */
export const ADMIN_ROOT_LICENSE_TYPES: readonly SimplifiedLicenseType[] = ['admin'];
export const TRADEMARK_LICENSE_TYPES: readonly SimplifiedLicenseType[] = ['admin', 'employee'];

/** SPEC §5 guard 7: a valid licence whose simplified type is listed. Null (failed lookup) is no. */
export function meetsLicenseTypes(license: LicenseInfo | null, required: readonly SimplifiedLicenseType[]): boolean {
  const simplified = license?.hasValidLicense ? toSimplifiedLicenseType(license.licenseType) : null;
  return simplified !== null && required.includes(simplified);
}

export type AreaId = 'patent' | 'scout' | 'toolbox' | 'drafting' | 'acquisitions' | 'litigate' | 'translate' | 'trademark' | 'subscription' | 'admin' | 'employee';

/** What an area needs beyond sign-in: a licence family, and/or simplified licence types. */
export interface AreaRequirement {
  family?: 'pilot' | 'toolbox' | 'staff';
  licenseTypes?: readonly SimplifiedLicenseType[];
}

export interface DashboardArea {
  id: AreaId;
  label: string;
  path: string;
  description: string;
  needs: AreaRequirement;
}

export const DASHBOARD_AREAS: readonly DashboardArea[] = [
  { id: 'patent', label: 'Patent dashboard', path: '/dashboard/patent', description: 'Upload applications, read their reports, prior art and IDS.', needs: { family: 'pilot' } },
  { id: 'scout', label: 'Scout', path: '/dashboard/scout', description: 'Search and watch the patent corpus.', needs: { family: 'pilot' } },
  { id: 'toolbox', label: 'Toolbox', path: TOOLBOX_AREA_PATH, description: 'Form filling and document tools.', needs: { family: 'toolbox' } },
  { id: 'drafting', label: 'Drafting', path: '/dashboard/drafting', description: 'Draft claims and specifications.', needs: {} },
  { id: 'acquisitions', label: 'Acquisitions', path: '/dashboard/acquisitions', description: 'Patent portfolio acquisitions.', needs: {} },
  { id: 'litigate', label: 'Litigation', path: '/dashboard/litigate', description: 'Litigation support.', needs: {} },
  { id: 'translate', label: 'Translation', path: '/dashboard/translate', description: 'Translate patent documents.', needs: {} },
  { id: 'trademark', label: 'Trademark', path: '/dashboard/trademark', description: 'Trademark work (staff).', needs: { licenseTypes: TRADEMARK_LICENSE_TYPES } },
  { id: 'subscription', label: 'Subscription', path: '/dashboard/subscription', description: 'Your plan, licences and credits.', needs: {} },
  { id: 'admin', label: 'Admin', path: ADMIN_AREA_PATH, description: 'Accounts, organisations, notifications and support tickets.', needs: { family: 'staff', licenseTypes: ADMIN_ROOT_LICENSE_TYPES } },
  { id: 'employee', label: 'Employee', path: '/employee', description: 'Hours and contractor work.', needs: { family: 'staff' } },
];

const FAMILY_CHECKS: Record<NonNullable<AreaRequirement['family']>, (license: LicenseInfo | null) => boolean> = {
  pilot: hasPilotAccess,
  toolbox: hasToolboxAccess,
  staff: hasAdminAccess,
};

/** Whether the licence opens the area, by the same predicates the guards apply to its path. */
export function areaOpens(area: Pick<DashboardArea, 'needs'>, license: LicenseInfo | null): boolean {
  const { family, licenseTypes } = area.needs;
  if (family && !FAMILY_CHECKS[family](license)) return false;
  return !licenseTypes || meetsLicenseTypes(license, licenseTypes);
}

/** The areas this licence opens, in the table's order. */
export function openAreas(license: LicenseInfo | null): DashboardArea[] {
  return DASHBOARD_AREAS.filter((a) => areaOpens(a, license));
}
