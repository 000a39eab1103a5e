import type { WatchFacts } from '../db/repositories/application-assignments';
import { watchGranted } from './application-access';

const firmApp: WatchFacts = { ownerUserId: 'owner', organizationId: 'firm', member: false, clientRole: false, assigned: false };
const builtin = (userId: string, orgId: string | null = null) => ({ userId, provider: 'builtin' as const, orgId, publicRole: null });
const clerk = (userId: string, orgId: string | null = null, publicRole: string | null = null) => ({ userId, provider: 'clerk' as const, orgId, publicRole });

describe('watchGranted', () => {
  it('grants the owner, whatever the organisation says', () => {
    expect(watchGranted({ ...firmApp, clientRole: true }, builtin('owner'))).toBe(true);
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
    expect(watchGranted({ ...firmApp, member: true, clientRole: true }, builtin('client'))).toBe(false);
    expect(watchGranted({ ...firmApp, member: true, clientRole: true, assigned: true }, builtin('client'))).toBe(true);
    // A Clerk user's role is the token's publicMetadata.role, exactly as the users row is for a built-in one.
    expect(watchGranted(firmApp, clerk('client', 'firm', 'client'))).toBe(false);
    expect(watchGranted({ ...firmApp, assigned: true }, clerk('client', 'firm', 'client'))).toBe(true);
    // The users row does not speak for a Clerk user.
    expect(watchGranted({ ...firmApp, clientRole: true }, clerk('clerk-member', 'firm'))).toBe(true);
  });

  it('grants nobody but the owner an application outside any organisation', () => {
    expect(watchGranted({ ...firmApp, organizationId: null, member: false }, clerk('someone', 'firm'))).toBe(false);
  });
});
