import type { LicenseInfo } from './identity';
import {
  PILOT_LICENSE_TYPES,
  PRODUCT_NAME,
  STAFF_LICENSE_TYPES,
  TOOLBOX_LICENSE_TYPES,
  type SimplifiedLicenseType,
} from './product';

/**
 * Access rules shared by the host's guard chain and the server (SPEC §4–§6, §8, §9): the /unauthorized
 * reasons and messages, the personal e-mail domains, the cache timings and the licence-family predicates.
 */

/** The `reason` query values of /unauthorized (SPEC §2, §8). */
export const UNAUTHORIZED_REASONS = [
  'personal-email',
  'client-access',
  'invitation-timing',
  'no-license',
  'admin-required',
] as const;
export type UnauthorizedReason = (typeof UNAUTHORIZED_REASONS)[number];

// SPEC §8, verbatim, with {product} = PRODUCT_NAME.
export const PERSONAL_EMAIL_MESSAGE =
  "Personal email addresses are not allowed for law firm accounts. Please use your firm's email address.";
export const CLIENT_ADMIN_MESSAGE = 'Admin features are not available for client portal users.';
export const CLIENT_FEATURE_MESSAGE =
  'This feature is not available for client portal users. You have read-only access to view assigned reports and analytics.';
export const CLIENT_EDIT_MESSAGE =
  'Creating or editing content is not available for client portal users. You have read-only access.';
export const INVITATION_TIMING_MESSAGE = 'Your organization is being set up. Please wait a moment and try again.';
export const PILOT_NO_LICENSE_MESSAGE = `You need an active ${PRODUCT_NAME} subscription to access the patent and scout dashboards.`;
export const TOOLBOX_NO_LICENSE_MESSAGE = 'You need an active Toolbox subscription to access these tools.';
export const DRAFTING_NO_LICENSE_MESSAGE = 'You need an active Pilot or Toolbox subscription to use the drafting workspace.';
export const ADMIN_REQUIRED_MESSAGE = `This area is restricted to ${PRODUCT_NAME} administrators only.`;
export const LICENSE_TYPE_REQUIRED_MESSAGE = 'This feature requires a specific license type.';
export const PERMISSION_REQUIRED_MESSAGE = 'You do not have the required permissions for this page.';

/** SPEC §4 "Pending organisation": carried as `message` on the redirect to the account page. */
export const PENDING_ORGANIZATION_MESSAGE = 'Please complete your organization setup to access all features.';

/** Domains the personal-email guard refuses for law-firm licences (ARCHITECTURE §4; SPEC §5 guard 1). */
export const PERSONAL_EMAIL_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'aol.com',
  'icloud.com',
  'live.com',
  'msn.com',
  'protonmail.com',
  'mail.com',
  'ymail.com',
  'me.com',
  'gmx.com',
  'zoho.com',
  'yandex.com',
  'yahoo.co.uk',
] as const;

/** Licence types the personal-email guard applies to (SPEC §5 guard 1). */
export const LAW_FIRM_PILOT_LICENSE_TYPES = ['PilotLawFirmStandard', 'PilotLawFirmPro'] as const;

/** Access cache lifetime (SPEC §9, the reading that gives a value). */
export const ACCESS_CACHE_TIMEOUT_MS = 1_800_000;
/** Least time between two background licence refreshes in the patent dashboard (SPEC §9). */
export const BACKGROUND_REFRESH_INTERVAL_MS = 300_000;
/** Waits between the session reloads after the first one (SPEC §4, §9): 1000 ms, then 500 ms more. */
export const SESSION_RELOAD_WAITS_MS = [1000, 500] as const;

/** Permission key that grants admin-dashboard access through an organisation membership (SPEC §6). */
export const ADMIN_DASHBOARD_PERMISSION = 'org:admin_dashboard:access';

const oneOf = (list: readonly string[], value: string | null | undefined): boolean =>
  value != null && list.includes(value);

/** True for the provider's own staff types {product}Admin, {product}Employee, {product}Developer (SPEC §3, §6). */
export function isStaffLicense(type: string | null | undefined): boolean {
  return oneOf(STAFF_LICENSE_TYPES, type);
}

/** True for the Pilot family only (PilotLawFirmStandard … PilotClientPortal); staff types are not Pilot types. */
export function isPilotLicense(type: string | null | undefined): boolean {
  return oneOf(PILOT_LICENSE_TYPES, type);
}

/** True for the Toolbox family only (ToolboxLawFirmStandard … ToolboxEduStandard). */
export function isToolboxLicense(type: string | null | undefined): boolean {
  return oneOf(TOOLBOX_LICENSE_TYPES, type);
}

/** True for PilotLawFirmStandard and PilotLawFirmPro, the types the personal-email guard covers (SPEC §5 guard 1). */
export function isLawFirmPilotLicense(type: string | null | undefined): boolean {
  return oneOf(LAW_FIRM_PILOT_LICENSE_TYPES, type);
}

const isValid = (license: LicenseInfo | null): license is LicenseInfo => license?.hasValidLicense === true;

/** SPEC §5 guard 4: a valid staff or Pilot licence opens the patent and scout dashboards. Null (failed lookup) is no. */
export function hasPilotAccess(license: LicenseInfo | null): boolean {
  return isValid(license) && (isStaffLicense(license.licenseType) || isPilotLicense(license.licenseType));
}

/** SPEC §5 guard 5: a valid staff or Toolbox licence opens the toolbox dashboard. Null (failed lookup) is no. */
export function hasToolboxAccess(license: LicenseInfo | null): boolean {
  return isValid(license) && (isStaffLicense(license.licenseType) || isToolboxLicense(license.licenseType));
}

/** The drafting workspace opens to every licence that drafts: staff, Pilot and Toolbox. */
export function hasDraftingAccess(license: LicenseInfo | null): boolean {
  return hasPilotAccess(license) || hasToolboxAccess(license);
}

/** SPEC §5 guard 6: a valid staff licence opens the admin area. Null (failed lookup) is no. */
export function hasAdminAccess(license: LicenseInfo | null): boolean {
  return isValid(license) && isStaffLicense(license.licenseType);
}

/**
 * The simplified type that route metadata names (SPEC §3): {product}Admin → 'admin', {product}Employee →
 * 'employee'. {product}Developer maps to neither: the spec defines only these two simplified types and
 * names the admin-root and trademark routes by them, so developers reach the admin area through guard 6
 * but not routes that require 'admin' or 'employee' (least privilege where the spec is silent).
 */
export function toSimplifiedLicenseType(type: string | null | undefined): SimplifiedLicenseType | null {
  if (type === `${PRODUCT_NAME}Admin`) return 'admin';
  if (type === `${PRODUCT_NAME}Employee`) return 'employee';
  return null;
}

/** True when the address's domain (after the last '@', any case) is one of PERSONAL_EMAIL_DOMAINS. */
export function isPersonalEmail(email: string | null | undefined): boolean {
  if (!email) return false;
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  return oneOf(PERSONAL_EMAIL_DOMAINS, email.slice(at + 1).trim().toLowerCase());
}
