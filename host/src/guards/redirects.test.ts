import { pageRedirect, signInRedirect, unauthorizedRedirect } from './redirects';

describe('redirects', () => {
  it('puts reason and message into the /unauthorized query and the decision', () => {
    const r = unauthorizedRedirect('admin-access', 'admin-required', "It's restricted & closed.");
    expect(r).toMatchObject({ type: 'redirect', guard: 'admin-access', reason: 'admin-required', message: "It's restricted & closed." });
    const url = new URL(r.to, 'http://x');
    expect(url.pathname).toBe('/unauthorized');
    expect(url.searchParams.get('reason')).toBe('admin-required');
    expect(url.searchParams.get('message')).toBe("It's restricted & closed.");
    expect(r.to).toBe('/unauthorized?reason=admin-required&message=It%27s+restricted+%26+closed.');
  });

  it('sends the full original path and query as redirect_url, encoded', () => {
    const r = signInRedirect('/dashboard/patent/account', '?tab=organization&x=1');
    expect(r).toEqual({ type: 'redirect', guard: 'sign-in', to: '/sign-in?redirect_url=%2Fdashboard%2Fpatent%2Faccount%3Ftab%3Dorganization%26x%3D1' });
    expect(new URL(r.to, 'http://x').searchParams.get('redirect_url')).toBe('/dashboard/patent/account?tab=organization&x=1');
  });

  it('keeps the fragment of the original location in redirect_url', () => {
    const r = signInRedirect('/dashboard/patent/archives', '?x=1', '#y');
    expect(new URL(r.to, 'http://x').searchParams.get('redirect_url')).toBe('/dashboard/patent/archives?x=1#y');
    expect(r.to).toBe('/sign-in?redirect_url=%2Fdashboard%2Fpatent%2Farchives%3Fx%3D1%23y');
  });

  it('builds an in-app redirect with or without a message', () => {
    expect(pageRedirect('client-portal', '/dashboard/patent/account', { tab: 'myAccount' })).toEqual({
      type: 'redirect',
      guard: 'client-portal',
      to: '/dashboard/patent/account?tab=myAccount',
    });
    expect(pageRedirect('pending-organization', '/p', { tab: 'a' }, 'm').message).toBe('m');
  });
});
