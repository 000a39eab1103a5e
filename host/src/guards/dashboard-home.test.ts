import { dashboardHomeGuard, homeWorkspace } from './dashboard-home';

describe('homeWorkspace', () => {
  it('opens the patent dashboard for a Pilot or staff licence, the toolbox for a Toolbox-only one', () => {
    expect(homeWorkspace({ hasPilotAccess: true, hasToolboxAccess: true })).toBe('/dashboard/patent');
    expect(homeWorkspace({ hasPilotAccess: true, hasToolboxAccess: false })).toBe('/dashboard/patent');
    expect(homeWorkspace({ hasPilotAccess: false, hasToolboxAccess: true })).toBe('/dashboard/toolbox');
  });

  it('sends a user without a licence to the patent dashboard, where the guards explain what is missing', () => {
    expect(homeWorkspace({ hasPilotAccess: false, hasToolboxAccess: false })).toBe('/dashboard/patent');
  });
});

describe('dashboardHomeGuard', () => {
  const flags = { hasPilotAccess: false, hasToolboxAccess: true };

  it('redirects /dashboard to the workspace and keeps the query', () => {
    expect(dashboardHomeGuard({ path: '/dashboard', search: '', ...flags })).toEqual({ type: 'redirect', guard: 'dashboard-home', to: '/dashboard/toolbox' });
    expect(dashboardHomeGuard({ path: '/dashboard', search: '?invitation_accepted=true', ...flags })).toEqual({
      type: 'redirect',
      guard: 'dashboard-home',
      to: '/dashboard/toolbox?invitation_accepted=true',
    });
  });

  it('leaves every other path to the next step', () => {
    for (const path of ['/dashboard/patent', '/dashboard/toolbox', '/dashboards', '/']) {
      expect(dashboardHomeGuard({ path, search: '', ...flags })).toEqual({ type: 'next' });
    }
  });
});
