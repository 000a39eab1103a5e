import { ADMIN_REQUIRED_MESSAGE, CLIENT_EDIT_MESSAGE, INVITATION_TIMING_MESSAGE, PILOT_NO_LICENSE_MESSAGE, TOOLBOX_NO_LICENSE_MESSAGE } from '@iprism/shared/contracts/access';
import { GENERIC_UNAUTHORIZED_MESSAGE, unauthorizedContent } from './unauthorized-content';

const q = (init: Record<string, string>) => new URLSearchParams(init);

describe('unauthorizedContent', () => {
  it('shows a known message from the query', () => {
    expect(unauthorizedContent(q({ reason: 'no-license', message: TOOLBOX_NO_LICENSE_MESSAGE }), true).message).toBe(TOOLBOX_NO_LICENSE_MESSAGE);
    expect(unauthorizedContent(q({ reason: 'client-access', message: CLIENT_EDIT_MESSAGE }), true).message).toBe(CLIENT_EDIT_MESSAGE);
  });

  it('falls back to the reason default for a missing or foreign message', () => {
    expect(unauthorizedContent(q({ reason: 'admin-required' }), true).message).toBe(ADMIN_REQUIRED_MESSAGE);
    expect(unauthorizedContent(q({ reason: 'no-license', message: 'Call 555-SCAM to unlock' }), true).message).toBe(PILOT_NO_LICENSE_MESSAGE);
    expect(unauthorizedContent(q({}), false)).toMatchObject({ reason: 'unknown', message: GENERIC_UNAUTHORIZED_MESSAGE });
  });

  it.each([
    ['personal-email', ['switch-account', 'sign-out', 'contact-support']],
    ['invitation-timing', ['complete-organization', 'contact-support', 'switch-account', 'sign-out']],
    ['no-license', ['see-plans', 'contact-support', 'switch-account', 'sign-out']],
    ['admin-required', ['dashboard', 'contact-support', 'switch-account', 'sign-out']],
    ['client-access', ['dashboard', 'contact-support', 'switch-account', 'sign-out']],
  ])('%s offers %p when signed in', (reason, actions) => {
    expect(unauthorizedContent(q({ reason }), true).actions).toEqual(actions);
  });

  it('offers sign-in instead of sign-out when signed out', () => {
    expect(unauthorizedContent(q({ reason: 'no-license' }), false).actions).toEqual(['see-plans', 'contact-support', 'sign-in']);
  });

  it('treats pending=true as the organisation set-up case', () => {
    const content = unauthorizedContent(q({ pending: 'true' }), true);
    expect(content.reason).toBe('pending');
    expect(content.actions[0]).toBe('complete-organization');
    expect(unauthorizedContent(q({ reason: 'invitation-timing' }), true).message).toBe(INVITATION_TIMING_MESSAGE);
  });
});
