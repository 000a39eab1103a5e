import { ADMIN_REQUIRED_MESSAGE, INVITATION_TIMING_MESSAGE, PILOT_NO_LICENSE_MESSAGE, TOOLBOX_NO_LICENSE_MESSAGE } from '@iprism/shared/contracts/access';
import { adminAccessGuard, pilotAccessGuard, toolboxAccessGuard } from './license-access';

const denied = { granted: false, invitationJustAccepted: false };

describe('pilotAccessGuard (SPEC §5 guard 4)', () => {
  it.each(['/dashboard/patent', '/dashboard/patent/priorart', '/dashboard/scout', '/dashboard/scout/patents'])(
    'refuses %s without pilot access: no-license with the patent-and-scout message',
    (path) => {
      expect(pilotAccessGuard({ path, ...denied })).toMatchObject({ guard: 'pilot-access', reason: 'no-license', message: PILOT_NO_LICENSE_MESSAGE });
    },
  );

  it('lets pilot access through', () => {
    expect(pilotAccessGuard({ path: '/dashboard/patent', granted: true, invitationJustAccepted: false })).toEqual({ type: 'next' });
  });

  it('does not guard other paths', () => {
    for (const path of ['/dashboard', '/dashboard/trademark', '/dashboard/toolbox', '/profile', '/dashboard/scouting']) {
      expect(pilotAccessGuard({ path, ...denied }).type).toBe('next');
    }
  });

  it('reports invitation-timing right after an invitation was accepted', () => {
    expect(pilotAccessGuard({ path: '/dashboard/patent', granted: false, invitationJustAccepted: true })).toMatchObject({
      reason: 'invitation-timing',
      message: INVITATION_TIMING_MESSAGE,
    });
  });
});

describe('toolboxAccessGuard (SPEC §5 guard 5)', () => {
  it.each(['/dashboard/toolbox', '/dashboard/toolbox/formfill'])('refuses %s without toolbox access: no-license with the Toolbox message', (path) => {
    expect(toolboxAccessGuard({ path, ...denied })).toMatchObject({ guard: 'toolbox-access', reason: 'no-license', message: TOOLBOX_NO_LICENSE_MESSAGE });
  });

  it('lets toolbox access through and ignores other paths', () => {
    expect(toolboxAccessGuard({ path: '/dashboard/toolbox', granted: true, invitationJustAccepted: false }).type).toBe('next');
    expect(toolboxAccessGuard({ path: '/dashboard/patent', ...denied }).type).toBe('next');
  });

  it('reports invitation-timing right after an invitation was accepted', () => {
    expect(toolboxAccessGuard({ path: '/dashboard/toolbox', granted: false, invitationJustAccepted: true })).toMatchObject({ reason: 'invitation-timing' });
  });
});

describe('adminAccessGuard (SPEC §5 guard 6)', () => {
  it.each(['/admin', '/admin/accounts', '/admin/security-dashboard'])('refuses %s without admin access: admin-required', (path) => {
    expect(adminAccessGuard({ path, granted: false })).toMatchObject({ guard: 'admin-access', reason: 'admin-required', message: ADMIN_REQUIRED_MESSAGE });
  });

  it('lets admin access through and ignores other paths', () => {
    expect(adminAccessGuard({ path: '/admin', granted: true }).type).toBe('next');
    expect(adminAccessGuard({ path: '/administrator', granted: false }).type).toBe('next');
  });
});
