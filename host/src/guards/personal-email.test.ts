import { PERSONAL_EMAIL_MESSAGE } from '@iprism/shared/contracts/access';
import { personalEmailGuard } from './personal-email';
import { clientUser, license, user } from './test-fixtures';

const gmail = user({ primaryEmail: 'jane@gmail.com' });
const pro = license('PilotLawFirmPro');

describe('personalEmailGuard (SPEC §5 guard 1)', () => {
  it('refuses a personal address with a law-firm licence on /dashboard/patent, with the §8 reason and message', () => {
    expect(personalEmailGuard({ path: '/dashboard/patent', user: gmail, license: pro })).toEqual({
      type: 'redirect',
      guard: 'personal-email',
      reason: 'personal-email',
      message: PERSONAL_EMAIL_MESSAGE,
      to: `/unauthorized?${new URLSearchParams({ reason: 'personal-email', message: PERSONAL_EMAIL_MESSAGE })}`,
    });
  });

  it('covers PilotLawFirmStandard as well as Pro, and pages below /dashboard/patent', () => {
    expect(personalEmailGuard({ path: '/dashboard/patent/priorart', user: gmail, license: license('PilotLawFirmStandard') }).type).toBe('redirect');
  });

  it.each(['yahoo.co.uk', 'protonmail.com', 'icloud.com'])('refuses @%s', (domain) => {
    expect(personalEmailGuard({ path: '/dashboard/patent', user: user({ primaryEmail: `a@${domain}` }), license: pro }).type).toBe('redirect');
  });

  it('lets a firm address through', () => {
    expect(personalEmailGuard({ path: '/dashboard/patent', user: user(), license: pro })).toEqual({ type: 'next' });
  });

  it('does not apply to client-portal users', () => {
    expect(personalEmailGuard({ path: '/dashboard/patent', user: clientUser({ primaryEmail: 'c@gmail.com' }), license: pro }).type).toBe('next');
  });

  it('does not apply to other licence types', () => {
    for (const type of ['PilotOrgStandard', 'PilotEduStandard', 'iPrismAdmin', 'ToolboxLawFirmPro']) {
      expect(personalEmailGuard({ path: '/dashboard/patent', user: gmail, license: license(type) }).type).toBe('next');
    }
  });

  it('does not apply to an invalid licence', () => {
    expect(personalEmailGuard({ path: '/dashboard/patent', user: gmail, license: license('PilotLawFirmPro', false) }).type).toBe('next');
  });

  it('does not refuse when the licence lookup failed (only logged, SPEC §8)', () => {
    expect(personalEmailGuard({ path: '/dashboard/patent', user: gmail, license: null }).type).toBe('next');
  });

  it('applies only on /dashboard/patent paths', () => {
    for (const path of ['/dashboard/scout', '/dashboard/toolbox', '/dashboard', '/dashboard/patentx']) {
      expect(personalEmailGuard({ path, user: gmail, license: pro }).type).toBe('next');
    }
  });

  it('is skipped on settings, profile, sign-in, sign-up and unauthorized segments', () => {
    for (const page of ['settings', 'profile', 'sign-in', 'sign-up', 'unauthorized']) {
      expect(personalEmailGuard({ path: `/dashboard/patent/${page}`, user: gmail, license: pro }).type).toBe('next');
    }
  });

  it('lets a user without primary address through', () => {
    expect(personalEmailGuard({ path: '/dashboard/patent', user: user({ primaryEmail: null }), license: pro }).type).toBe('next');
  });
});
