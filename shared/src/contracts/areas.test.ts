import { DASHBOARD_AREAS, areaOpens, meetsLicenseTypes, openAreas } from './areas';
import type { LicenseInfo } from './identity';

const license = (licenseType: string | null, hasValidLicense = true): LicenseInfo => ({ licenseType, hasValidLicense }) as LicenseInfo;
const ids = (l: LicenseInfo | null) => openAreas(l).map((a) => a.id);
const SIGNED_IN_ONLY = ['drafting', 'acquisitions', 'litigate', 'translate', 'subscription'];

describe('dashboard areas', () => {
  it('opens everything for a staff administrator', () => {
    expect(ids(license('iPrismAdmin'))).toEqual(DASHBOARD_AREAS.map((a) => a.id));
  });

  it('keeps the admin root from an employee, as its route meta does, but opens trademark and the employee area', () => {
    expect(ids(license('iPrismEmployee'))).toEqual(['patent', 'scout', 'toolbox', ...SIGNED_IN_ONLY.slice(0, 4), 'trademark', 'subscription', 'employee']);
  });

  it('gives a developer the licence families but neither simplified-type area', () => {
    expect(ids(license('iPrismDeveloper'))).toEqual(['patent', 'scout', 'toolbox', ...SIGNED_IN_ONLY, 'employee']);
  });

  it('opens patent and scout for a Pilot licence, the toolbox for a Toolbox licence', () => {
    expect(ids(license('PilotLawFirmPro'))).toEqual(['patent', 'scout', ...SIGNED_IN_ONLY]);
    expect(ids(license('ToolboxLawFirmStandard'))).toEqual(['toolbox', ...SIGNED_IN_ONLY]);
  });

  it('treats an expired licence and a failed lookup as none', () => {
    expect(ids(license('PilotLawFirmPro', false))).toEqual(SIGNED_IN_ONLY);
    expect(ids(null)).toEqual(SIGNED_IN_ONLY);
    expect(meetsLicenseTypes(null, ['admin'])).toBe(false);
  });

  it('needs both the family and the types when an area names both', () => {
    expect(areaOpens({ needs: { family: 'pilot', licenseTypes: ['admin'] } }, license('PilotLawFirmPro'))).toBe(false);
  });
});
