import {
  ACCESS_CACHE_TIMEOUT_MS,
  ADMIN_REQUIRED_MESSAGE,
  BACKGROUND_REFRESH_INTERVAL_MS,
  CLIENT_ADMIN_MESSAGE,
  CLIENT_EDIT_MESSAGE,
  CLIENT_FEATURE_MESSAGE,
  INVITATION_TIMING_MESSAGE,
  LICENSE_TYPE_REQUIRED_MESSAGE,
  PENDING_ORGANIZATION_MESSAGE,
  PERMISSION_REQUIRED_MESSAGE,
  PERSONAL_EMAIL_DOMAINS,
  PERSONAL_EMAIL_MESSAGE,
  PILOT_NO_LICENSE_MESSAGE,
  SESSION_RELOAD_WAITS_MS,
  TOOLBOX_NO_LICENSE_MESSAGE,
  UNAUTHORIZED_REASONS,
  hasAdminAccess,
  hasPilotAccess,
  hasToolboxAccess,
  isLawFirmPilotLicense,
  isPersonalEmail,
  isPilotLicense,
  isStaffLicense,
  isToolboxLicense,
  toSimplifiedLicenseType,
} from './access';
import { LICENSE_TYPES } from './product';

const valid = (licenseType: string | null) => ({ hasValidLicense: true, licenseType });
const expired = (licenseType: string) => ({ hasValidLicense: false, licenseType });

describe('access contracts', () => {
  it('lists the five /unauthorized reasons of SPEC §2', () => {
    expect(UNAUTHORIZED_REASONS).toEqual(['personal-email', 'client-access', 'invitation-timing', 'no-license', 'admin-required']);
  });

  it('keeps every SPEC §8 message verbatim with {product} = iPrism', () => {
    expect(PERSONAL_EMAIL_MESSAGE).toBe("Personal email addresses are not allowed for law firm accounts. Please use your firm's email address.");
    expect(CLIENT_ADMIN_MESSAGE).toBe('Admin features are not available for client portal users.');
    expect(CLIENT_FEATURE_MESSAGE).toBe('This feature is not available for client portal users. You have read-only access to view assigned reports and analytics.');
    expect(CLIENT_EDIT_MESSAGE).toBe('Creating or editing content is not available for client portal users. You have read-only access.');
    expect(INVITATION_TIMING_MESSAGE).toBe('Your organization is being set up. Please wait a moment and try again.');
    expect(PILOT_NO_LICENSE_MESSAGE).toBe('You need an active iPrism subscription to access the patent and scout dashboards.');
    expect(TOOLBOX_NO_LICENSE_MESSAGE).toBe('You need an active Toolbox subscription to access these tools.');
    expect(ADMIN_REQUIRED_MESSAGE).toBe('This area is restricted to iPrism administrators only.');
    expect(LICENSE_TYPE_REQUIRED_MESSAGE).toBe('This feature requires a specific license type.');
    expect(PERMISSION_REQUIRED_MESSAGE).toBe('You do not have the required permissions for this page.');
  });

  it('keeps the pending-organisation message of SPEC §4', () => {
    expect(PENDING_ORGANIZATION_MESSAGE).toBe('Please complete your organization setup to access all features.');
  });

  it('has the SPEC §9 timings', () => {
    expect(ACCESS_CACHE_TIMEOUT_MS).toBe(1_800_000);
    expect(BACKGROUND_REFRESH_INTERVAL_MS).toBe(300_000);
    expect(SESSION_RELOAD_WAITS_MS).toEqual([1000, 500]);
  });

  it('has the 16 personal domains of ARCHITECTURE §4', () => {
    expect(PERSONAL_EMAIL_DOMAINS).toHaveLength(16);
    expect(PERSONAL_EMAIL_DOMAINS).toContain('yahoo.co.uk');
  });

  it('recognises personal addresses by exact domain, any case', () => {
    expect(isPersonalEmail('jane@gmail.com')).toBe(true);
    expect(isPersonalEmail('Jane@GMail.COM')).toBe(true);
    expect(isPersonalEmail('jane@yahoo.co.uk')).toBe(true);
    expect(isPersonalEmail('jane@smithlaw.com')).toBe(false);
    expect(isPersonalEmail('jane@mail.gmail.com')).toBe(false);
    expect(isPersonalEmail('not-an-address')).toBe(false);
    expect(isPersonalEmail(null)).toBe(false);
  });

  it('sorts every licence type into exactly one family', () => {
    for (const type of LICENSE_TYPES) {
      const families = [isStaffLicense(type), isPilotLicense(type), isToolboxLicense(type)].filter(Boolean);
      expect(families).toHaveLength(1);
    }
    expect(isStaffLicense('iPrismDeveloper')).toBe(true);
    expect(isPilotLicense('PilotClientPortal')).toBe(true);
    expect(isToolboxLicense('ToolboxEduStandard')).toBe(true);
    expect(isPilotLicense(null)).toBe(false);
  });

  it('limits the law-firm family to PilotLawFirmStandard and PilotLawFirmPro', () => {
    expect(isLawFirmPilotLicense('PilotLawFirmStandard')).toBe(true);
    expect(isLawFirmPilotLicense('PilotLawFirmPro')).toBe(true);
    expect(isLawFirmPilotLicense('PilotOrgStandard')).toBe(false);
  });

  it('grants pilot access to valid staff and Pilot licences only (guard 4)', () => {
    expect(hasPilotAccess(valid('iPrismDeveloper'))).toBe(true);
    expect(hasPilotAccess(valid('PilotEduStandard'))).toBe(true);
    expect(hasPilotAccess(valid('ToolboxOrgStandard'))).toBe(false);
    expect(hasPilotAccess(expired('PilotLawFirmPro'))).toBe(false);
    expect(hasPilotAccess(null)).toBe(false);
  });

  it('grants toolbox access to valid staff and Toolbox licences only (guard 5)', () => {
    expect(hasToolboxAccess(valid('iPrismEmployee'))).toBe(true);
    expect(hasToolboxAccess(valid('ToolboxLawFirmPro'))).toBe(true);
    expect(hasToolboxAccess(valid('PilotLawFirmPro'))).toBe(false);
    expect(hasToolboxAccess(expired('ToolboxLawFirmPro'))).toBe(false);
    expect(hasToolboxAccess(null)).toBe(false);
  });

  it('grants admin access to valid staff licences only (guard 6)', () => {
    expect(hasAdminAccess(valid('iPrismAdmin'))).toBe(true);
    expect(hasAdminAccess(valid('iPrismDeveloper'))).toBe(true);
    expect(hasAdminAccess(valid('PilotLawFirmPro'))).toBe(false);
    expect(hasAdminAccess(expired('iPrismAdmin'))).toBe(false);
    expect(hasAdminAccess(valid(null))).toBe(false);
  });

  it('maps iPrismAdmin to admin, iPrismEmployee to employee and nothing else (developer included)', () => {
    expect(toSimplifiedLicenseType('iPrismAdmin')).toBe('admin');
    expect(toSimplifiedLicenseType('iPrismEmployee')).toBe('employee');
    expect(toSimplifiedLicenseType('iPrismDeveloper')).toBeNull();
    expect(toSimplifiedLicenseType('PilotLawFirmPro')).toBeNull();
    expect(toSimplifiedLicenseType('admin')).toBeNull();
    expect(toSimplifiedLicenseType(null)).toBeNull();
  });
});
