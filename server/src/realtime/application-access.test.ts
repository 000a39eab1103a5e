import type { WatchFacts } from '../db/repositories/application-assignments';
import { watchGranted } from './application-access';

const firmApp: WatchFacts = { ownerUserId: 'owner', organizationId: 'firm', member: false, memberMayWatch: true };
const builtin = (userId: string, orgId: string | null = null) => ({ userId, provider: 'builtin' as const, orgId });
const clerk = (userId: string, orgId: string | null = null) => ({ userId, provider: 'clerk' as const, orgId });

describe('watchGranted', () => {
  it('grants the owner, whatever the organisation says', () => {
    expect(watchGranted({ ...firmApp, memberMayWatch: false }, builtin('owner'))).toBe(true);
    expect(watchGranted({ ...firmApp, organizationId: null }, builtin('owner'))).toBe(true);
  });

  it('grants a member of the organisation by the membership row', () => {
    expect(watchGranted({ ...firmApp, member: true }, builtin('colleague'))).toBe(true);
  });

  it('does not take a built-in token organisation claim for membership', () => {
    expect(watchGranted(firmApp, builtin('former-member', 'firm'))).toBe(false);
  });

  it("takes a Clerk token's active organisation, which may have no rows here", () => {
    expect(watchGranted(firmApp, clerk('clerk-member', 'firm'))).toBe(true);
    expect(watchGranted(firmApp, clerk('clerk-member', 'other-firm'))).toBe(false);
  });

  it('refuses a client-portal member the application is not assigned to', () => {
    expect(watchGranted({ ...firmApp, member: true, memberMayWatch: false }, builtin('client'))).toBe(false);
    expect(watchGranted({ ...firmApp, memberMayWatch: false }, clerk('client', 'firm'))).toBe(false);
  });

  it('grants nobody but the owner an application outside any organisation', () => {
    expect(watchGranted({ ...firmApp, organizationId: null, member: false }, clerk('someone', 'firm'))).toBe(false);
  });
});
