import { isLicenseCurrent, resolveLicense, type LicenseContext, type LicenseRecord } from './resolve-license';

const NOW = new Date('2025-06-01T00:00:00Z');
const YEAR_AGO = new Date('2024-06-01T00:00:00Z');
const IN_A_YEAR = new Date('2026-06-01T00:00:00Z');

let seq = 0;
const lic = (over: Partial<LicenseRecord>): LicenseRecord => ({
  id: `lic_${String(++seq).padStart(3, '0')}`,
  type: 'PilotLawFirmStandard',
  ownerUserId: null,
  ownerOrganizationId: null,
  seats: 1,
  startsAt: YEAR_AGO,
  endsAt: IN_A_YEAR,
  ...over,
});
const ctx = (over: Partial<LicenseContext> = {}): LicenseContext => ({ userId: 'u1', activeOrgId: null, memberships: [], ...over });

describe('resolveLicense', () => {
  it('answers no licence when there is none', () => {
    expect(resolveLicense([], NOW, ctx())).toEqual({ hasValidLicense: false, license: null, source: null });
  });

  it('counts only started, unended licences', () => {
    expect(isLicenseCurrent(lic({ startsAt: IN_A_YEAR }), NOW)).toBe(false);
    expect(isLicenseCurrent(lic({ endsAt: NOW }), NOW)).toBe(false);
    expect(isLicenseCurrent(lic({ endsAt: null }), NOW)).toBe(true);
    const r = resolveLicense([lic({ ownerUserId: 'u1', endsAt: YEAR_AGO, startsAt: new Date('2023-01-01') })], NOW, ctx());
    expect(r.hasValidLicense).toBe(false);
  });

  it('ignores licences of other users and of organisations the user is not in', () => {
    const r = resolveLicense([lic({ ownerUserId: 'u2' }), lic({ ownerOrganizationId: 'o9' })], NOW, ctx());
    expect(r).toEqual({ hasValidLicense: false, license: null, source: null });
  });

  it('prefers the user’s own licence over the active organisation’s, and that over another membership’s', () => {
    const own = lic({ ownerUserId: 'u1', type: 'PilotLawFirmPro' });
    const active = lic({ ownerOrganizationId: 'o1', type: 'PilotOrgStandard', seats: 5 });
    const other = lic({ ownerOrganizationId: 'o2', type: 'PilotEduStandard', seats: 5 });
    const memberships = [{ organizationId: 'o1', seatIndex: 0 }, { organizationId: 'o2', seatIndex: 0 }];
    expect(resolveLicense([other, active, own], NOW, ctx({ activeOrgId: 'o1', memberships }))).toMatchObject({ hasValidLicense: true, license: own, source: 'user' });
    expect(resolveLicense([other, active], NOW, ctx({ activeOrgId: 'o1', memberships }))).toMatchObject({ license: active, source: 'organization' });
    expect(resolveLicense([other, active], NOW, ctx({ activeOrgId: 'o2', memberships }))).toMatchObject({ license: other });
  });

  it('ranks staff types first, whoever owns them', () => {
    const own = lic({ ownerUserId: 'u1', type: 'PilotLawFirmPro' });
    const staff = lic({ ownerOrganizationId: 'o1', type: 'iPrismEmployee', seats: 3 });
    const r = resolveLicense([own, staff], NOW, ctx({ memberships: [{ organizationId: 'o1', seatIndex: 2 }] }));
    expect(r).toMatchObject({ hasValidLicense: true, license: staff });
  });

  it('covers only the first `seats` members of an organisation', () => {
    const org = lic({ ownerOrganizationId: 'o1', seats: 2 });
    const at = (seatIndex: number) => resolveLicense([org], NOW, ctx({ activeOrgId: 'o1', memberships: [{ organizationId: 'o1', seatIndex }] }));
    expect(at(0).hasValidLicense).toBe(true);
    expect(at(1).hasValidLicense).toBe(true);
    expect(at(2)).toEqual({ hasValidLicense: false, license: org, source: 'organization' });
  });

  it('falls back to another covering licence when one has no seat left', () => {
    const full = lic({ ownerOrganizationId: 'o1', seats: 1, type: 'PilotOrgStandard' });
    const other = lic({ ownerOrganizationId: 'o2', seats: 10, type: 'ToolboxOrgStandard' });
    const memberships = [{ organizationId: 'o1', seatIndex: 4 }, { organizationId: 'o2', seatIndex: 4 }];
    expect(resolveLicense([full, other], NOW, ctx({ activeOrgId: 'o1', memberships }))).toMatchObject({ hasValidLicense: true, license: other });
  });

  it('breaks ties by the longest-running licence, then by id', () => {
    const short = lic({ ownerUserId: 'u1', endsAt: new Date('2025-07-01') });
    const open = lic({ ownerUserId: 'u1', endsAt: null });
    expect(resolveLicense([short, open], NOW, ctx())).toMatchObject({ license: open });
    const a = lic({ id: 'a', ownerUserId: 'u1' });
    const b = lic({ id: 'b', ownerUserId: 'u1' });
    expect(resolveLicense([b, a], NOW, ctx())).toMatchObject({ license: a });
  });
});
