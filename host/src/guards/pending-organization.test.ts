import { PENDING_ORGANIZATION_MESSAGE } from '@iprism/shared/contracts/access';
import { pendingOrganizationGuard } from './pending-organization';
import { user } from './test-fixtures';

const pending = user({ publicMetadata: { organizationStatus: 'pending_assignment' } });
const run = (path: string, hasPilotAccess = false, who = pending) => pendingOrganizationGuard({ path, user: who, hasPilotAccess });

describe('pendingOrganizationGuard (SPEC §4 Pending organisation)', () => {
  it('sends other patent pages to the organisation tab with pending=true and the message', () => {
    const r = run('/dashboard/patent/priorart');
    expect(r).toEqual({
      type: 'redirect',
      guard: 'pending-organization',
      message: PENDING_ORGANIZATION_MESSAGE,
      to: '/dashboard/patent/account?tab=organization&pending=true&message=Please+complete+your+organization+setup+to+access+all+features.',
    });
    if (r.type !== 'redirect') throw new Error('expected a redirect');
    const url = new URL(r.to, 'http://x');
    expect(url.pathname).toBe('/dashboard/patent/account');
    expect(Object.fromEntries(url.searchParams)).toEqual({ tab: 'organization', pending: 'true', message: PENDING_ORGANIZATION_MESSAGE });
  });

  it('redirects the patent dashboard root too', () => {
    expect(run('/dashboard/patent').type).toBe('redirect');
  });

  it.each(['account', 'settings', 'support'])('allows /dashboard/patent/%s outright', (page) => {
    expect(run(`/dashboard/patent/${page}`)).toEqual({ type: 'allow' });
  });

  it('does not apply with a pilot licence', () => {
    expect(run('/dashboard/patent/priorart', true)).toEqual({ type: 'next' });
  });

  it('does not apply outside /dashboard/patent', () => {
    for (const path of ['/dashboard/scout', '/dashboard/toolbox', '/profile', '/admin']) expect(run(path).type).toBe('next');
  });

  it('does not apply to other organisation statuses', () => {
    expect(run('/dashboard/patent', false, user({ publicMetadata: { organizationStatus: 'active' } })).type).toBe('next');
    expect(run('/dashboard/patent', false, user()).type).toBe('next');
  });
});
