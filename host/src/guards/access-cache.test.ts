import { ACCESS_CACHE_TIMEOUT_MS, BACKGROUND_REFRESH_INTERVAL_MS } from '@iprism/shared/contracts/access';
import { cacheDecision, createAccessCache, membershipHash, startBackgroundRefresh, type CacheDecisionInput } from './access-cache';
import { license, membership } from './test-fixtures';

const T0 = 1_750_000_000_000;
const members = [membership()];
const fresh = createAccessCache({ license: license('PilotLawFirmPro'), memberships: members, now: T0 });
const decide = (over: Partial<CacheDecisionInput> = {}) =>
  cacheDecision({ cache: fresh, now: T0 + 1000, query: '', previousPath: '/dashboard/patent', path: '/dashboard/patent/priorart', memberships: members, ...over });

describe('createAccessCache', () => {
  it('derives the pilot, toolbox and admin flags from the licence', () => {
    expect(fresh).toMatchObject({ hasPilotAccess: true, hasToolboxAccess: false, hasAdminAccess: false, checkedAtMs: T0, membershipCount: 1 });
    expect(createAccessCache({ license: license('iPrismAdmin'), memberships: [], now: T0 })).toMatchObject({ hasPilotAccess: true, hasToolboxAccess: true, hasAdminAccess: true });
  });

  it('keeps a failed lookup as licence null with every flag false', () => {
    expect(createAccessCache({ license: null, memberships: [], now: T0 })).toMatchObject({ license: null, hasPilotAccess: false, hasToolboxAccess: false, hasAdminAccess: false });
  });
});

describe('membershipHash', () => {
  const a = membership({ organizationId: 'a', permissions: ['x', 'y'] });
  const b = membership({ organizationId: 'b' });

  it('ignores the order of memberships and permissions', () => {
    expect(membershipHash([a, b])).toBe(membershipHash([b, { ...a, permissions: ['y', 'x'] }]));
  });

  it('changes with role, permissions, updatedAt or organisation', () => {
    const base = membershipHash([a]);
    expect(membershipHash([{ ...a, role: 'org:admin' }])).not.toBe(base);
    expect(membershipHash([{ ...a, permissions: ['x'] }])).not.toBe(base);
    expect(membershipHash([{ ...a, updatedAt: '2026-01-01T00:00:00.000Z' }])).not.toBe(base);
    expect(membershipHash([{ ...a, organizationId: 'c' }])).not.toBe(base);
  });
});

describe('cacheDecision (SPEC §4)', () => {
  it('reuses a fresh cache within a section', () => {
    expect(decide()).toEqual({ refresh: false, reason: 'fresh', backgroundRefresh: false, reloadSession: [], reloadBecauseVeryOld: false });
  });

  it('refreshes when there is no cache', () => {
    expect(decide({ cache: null })).toMatchObject({ refresh: true, reason: 'missing', reloadSession: [], reloadBecauseVeryOld: false });
  });

  it('refreshes when older than the timeout and reloads the session twice (0, then 1000 ms)', () => {
    expect(decide({ now: T0 + ACCESS_CACHE_TIMEOUT_MS })).toMatchObject({ refresh: false });
    expect(decide({ now: T0 + ACCESS_CACHE_TIMEOUT_MS + 1 })).toMatchObject({ refresh: true, reason: 'expired', reloadSession: [0, 1000], reloadBecauseVeryOld: false });
  });

  it('treats a clock that went back as expired', () => {
    expect(decide({ now: T0 - 1 })).toMatchObject({ refresh: true, reason: 'expired' });
  });

  it('also flags a cache older than twice the timeout', () => {
    expect(decide({ now: T0 + 2 * ACCESS_CACHE_TIMEOUT_MS })).toMatchObject({ reloadBecauseVeryOld: false });
    expect(decide({ now: T0 + 2 * ACCESS_CACHE_TIMEOUT_MS + 1 })).toMatchObject({ refresh: true, reloadBecauseVeryOld: true });
  });

  it('refreshes on invitation_accepted=true and reloads three times (0, 1000, 500 ms)', () => {
    expect(decide({ query: '?invitation_accepted=true' })).toMatchObject({ refresh: true, reason: 'invitation-accepted', reloadSession: [0, 1000, 500] });
  });

  it('reloads for the invitation even without a cache', () => {
    expect(decide({ cache: null, query: '?invitation_accepted=true' })).toMatchObject({ reason: 'missing', reloadSession: [0, 1000, 500] });
  });

  it('refreshes when arriving from /accept-invite and reloads twice', () => {
    expect(decide({ previousPath: '/accept-invite' })).toMatchObject({ refresh: true, reason: 'from-accept-invite', reloadSession: [0, 1000] });
  });

  it('refreshes when the membership hash changed', () => {
    expect(decide({ memberships: [membership({ role: 'org:admin' })] })).toMatchObject({ refresh: true, reason: 'memberships-changed', reloadSession: [] });
  });

  it('refreshes when the membership count changed', () => {
    const stale = { ...fresh, membershipHash: membershipHash([...members, ...members]) };
    expect(decide({ cache: stale, memberships: [...members, ...members] })).toMatchObject({ reason: 'memberships-changed' });
  });

  it.each([
    ['/dashboard/patent', '/dashboard/scout'],
    ['/dashboard/scout/patents', '/dashboard/toolbox/formfill'],
    ['/dashboard/toolbox', '/admin/accounts'],
    ['/admin', '/dashboard/patent'],
  ])('refreshes when moving between dashboard sections (%s → %s)', (previousPath, path) => {
    expect(decide({ previousPath, path })).toMatchObject({ refresh: true, reason: 'section-changed' });
  });

  it('does not count arriving from outside the dashboards as a section change', () => {
    expect(decide({ previousPath: '/profile', path: '/dashboard/scout' })).toMatchObject({ refresh: false });
    expect(decide({ previousPath: null, path: '/dashboard/scout' })).toMatchObject({ refresh: false });
  });

  it('refreshes in the background within the patent section once the interval has passed', () => {
    expect(decide({ now: T0 + BACKGROUND_REFRESH_INTERVAL_MS - 1 })).toMatchObject({ refresh: false, backgroundRefresh: false });
    expect(decide({ now: T0 + BACKGROUND_REFRESH_INTERVAL_MS })).toMatchObject({ refresh: false, backgroundRefresh: true });
  });

  it('refreshes in the background at most once per interval', () => {
    const running = startBackgroundRefresh(fresh, T0 + BACKGROUND_REFRESH_INTERVAL_MS);
    expect(decide({ cache: running, now: T0 + BACKGROUND_REFRESH_INTERVAL_MS + 10 })).toMatchObject({ backgroundRefresh: false });
    const done = { ...running, backgroundRefreshInFlight: false };
    expect(decide({ cache: done, now: T0 + 2 * BACKGROUND_REFRESH_INTERVAL_MS - 1 })).toMatchObject({ backgroundRefresh: false });
    expect(decide({ cache: done, now: T0 + 2 * BACKGROUND_REFRESH_INTERVAL_MS })).toMatchObject({ backgroundRefresh: true });
  });

  it('does not refresh in the background outside the patent section', () => {
    const now = T0 + BACKGROUND_REFRESH_INTERVAL_MS;
    expect(decide({ now, previousPath: '/dashboard/scout', path: '/dashboard/scout/patents' })).toMatchObject({ refresh: false, backgroundRefresh: false });
  });

  it('does not also refresh in the background when a full refresh is due', () => {
    expect(decide({ now: T0 + ACCESS_CACHE_TIMEOUT_MS + 1 })).toMatchObject({ refresh: true, backgroundRefresh: false });
  });
});
