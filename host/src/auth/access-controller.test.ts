import type { LicenseInfo, OrganizationMembership } from '@iprism/shared/contracts/identity';
import { ACCESS_CACHE_TIMEOUT_MS } from '@iprism/shared/contracts/access';
import { AccessController, type NavigationInput } from './access-controller';
import { SessionRejectedError } from './license-lookup';

const PILOT: LicenseInfo = { hasValidLicense: true, licenseType: 'PilotOrgStandard' };
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function setup(license: LicenseInfo | null = PILOT) {
  let now = 1_000_000;
  const getLicense = jest.fn(async () => license);
  const reloadSession = jest.fn(async () => undefined);
  const sleeps: number[] = [];
  const controller = new AccessController({ getLicense, reloadSession, now: () => now, sleep: async (ms) => void sleeps.push(ms) });
  return { controller, getLicense, reloadSession, sleeps, advance: (ms: number) => (now += ms) };
}

const nav = (path: string, query = '', previousPath: string | null = null, memberships: OrganizationMembership[] = []): NavigationInput => ({
  userId: 'u1',
  key: `${path}${query}`,
  path,
  query,
  previousPath,
  memberships,
});

describe('AccessController', () => {
  it('waits for the first licence lookup, then gives the flags', async () => {
    const { controller, getLicense } = setup();
    const first = nav('/dashboard/patent');
    expect(controller.flagsFor(first)).toBeNull();
    controller.navigate(first);
    controller.navigate(first);
    await settle();
    expect(getLicense).toHaveBeenCalledTimes(1);
    expect(controller.flagsFor(first)).toMatchObject({ hasPilotAccess: true, hasToolboxAccess: false });
  });

  it('reuses a fresh cache within a section, refreshes when the section changes', async () => {
    const { controller, getLicense } = setup();
    controller.navigate(nav('/dashboard/patent'));
    await settle();
    const sameSection = nav('/dashboard/patent/archives', '', '/dashboard/patent');
    expect(controller.flagsFor(sameSection)).not.toBeNull();
    controller.navigate(sameSection);
    const otherSection = nav('/dashboard/toolbox', '', '/dashboard/patent/archives');
    expect(controller.flagsFor(otherSection)).toBeNull();
    controller.navigate(otherSection);
    await settle();
    expect(getLicense).toHaveBeenCalledTimes(2);
    expect(controller.flagsFor(otherSection)).not.toBeNull();
  });

  it('on invitation acceptance reloads the session at once, after 1000 ms and 500 ms more', async () => {
    const { controller, reloadSession, sleeps } = setup();
    const accepted = nav('/dashboard/patent', '?invitation_accepted=true', '/accept-invite');
    controller.navigate(accepted);
    await settle();
    await settle();
    expect(reloadSession).toHaveBeenCalledTimes(3);
    expect(sleeps).toEqual([1000, 500]);
    // Settled: the same navigation does not refresh again although the flag stays in the query.
    expect(controller.flagsFor(accepted)).not.toBeNull();
  });

  it('refreshes in the background after the interval in the patent dashboard', async () => {
    const { controller, getLicense, advance } = setup();
    controller.navigate(nav('/dashboard/patent'));
    await settle();
    advance(300_001);
    const next = nav('/dashboard/patent/archives', '', '/dashboard/patent');
    expect(controller.flagsFor(next)).not.toBeNull();
    controller.navigate(next);
    await settle();
    expect(getLicense).toHaveBeenCalledTimes(2);
  });

  it('an expired cache blocks and reloads the session', async () => {
    const { controller, reloadSession, advance } = setup();
    controller.navigate(nav('/dashboard/patent'));
    await settle();
    advance(ACCESS_CACHE_TIMEOUT_MS + 1);
    const later = nav('/dashboard/patent/archives', '', '/dashboard/patent');
    expect(controller.flagsFor(later)).toBeNull();
    controller.navigate(later);
    await settle();
    expect(reloadSession).toHaveBeenCalled();
  });

  it('a failed lookup is cached as no licence (SPEC §8: denied)', async () => {
    const { controller } = setup(null);
    controller.navigate(nav('/dashboard/patent'));
    await settle();
    expect(controller.flagsFor(nav('/dashboard/patent'))).toMatchObject({ license: null, hasPilotAccess: false });
  });

  it('starts over for another user', async () => {
    const { controller } = setup();
    controller.navigate(nav('/dashboard/patent'));
    await settle();
    expect(controller.flagsFor({ ...nav('/dashboard/patent'), userId: 'u2' })).toBeNull();
  });

  it('a session the server refused is reloaded (which signs the page out), not cached as no licence', async () => {
    const { controller, getLicense, reloadSession } = setup();
    getLicense.mockRejectedValueOnce(new SessionRejectedError()).mockResolvedValueOnce(null);
    const page = nav('/dashboard/scout', '', '/dashboard/patent');
    controller.navigate(page);
    await settle();
    await settle();
    expect(reloadSession).toHaveBeenCalledTimes(1);
    expect(getLicense).toHaveBeenCalledTimes(2);
  });

  it('a token that only needed renewing passes the one retry after the reload', async () => {
    const { controller, getLicense, reloadSession } = setup();
    getLicense.mockRejectedValueOnce(new SessionRejectedError());
    const page = nav('/dashboard/patent');
    controller.navigate(page);
    await settle();
    await settle();
    expect(reloadSession).toHaveBeenCalledTimes(1);
    expect(controller.flagsFor(page)).toMatchObject({ hasPilotAccess: true });
  });

  it('a second refusal after the reload is no licence, without a loop of reloads', async () => {
    const { controller, getLicense, reloadSession } = setup();
    getLicense.mockRejectedValue(new SessionRejectedError());
    const page = nav('/dashboard/patent');
    controller.navigate(page);
    await settle();
    await settle();
    expect(reloadSession).toHaveBeenCalledTimes(1);
    expect(getLicense).toHaveBeenCalledTimes(2);
    expect(controller.flagsFor(page)).toMatchObject({ license: null, hasPilotAccess: false });
  });
});
