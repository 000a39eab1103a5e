import type { LicenseInfoDetail } from '@iprism/shared/contracts/account';
import { areaStatus } from './area-status';

const license = { hasValidLicense: true, licenseType: 'PilotLawFirmPro', source: 'user', organizationId: null, seats: null, startsAt: null, endsAt: null, credits: 1 } as LicenseInfoDetail;

describe('dashboard home status lines', () => {
  it('counts applications in progress', () => {
    expect(areaStatus('patent', { license, inProgress: 0, openTickets: null })).toBe('No applications in progress');
    expect(areaStatus('patent', { license, inProgress: 1, openTickets: null })).toBe('1 application in progress');
    expect(areaStatus('patent', { license, inProgress: 1200, openTickets: null })).toBe('1,200 applications in progress');
  });

  it('names the plan and the credits', () => {
    expect(areaStatus('subscription', { license, inProgress: null, openTickets: null })).toBe('PilotLawFirmPro · 1 credit');
    expect(areaStatus('subscription', { license: { ...license, licenseType: null, credits: 0 }, inProgress: null, openTickets: null })).toBe('No licence · 0 credits');
  });

  it('counts tickets waiting for staff, and says nothing for areas without figures', () => {
    expect(areaStatus('admin', { license, inProgress: null, openTickets: 3 })).toBe('3 support tickets waiting');
    expect(areaStatus('scout', { license, inProgress: 2, openTickets: 3 })).toBeNull();
  });
});
