import { isPublicPath, isSignedInArea } from './public-paths';

describe('isPublicPath', () => {
  it.each([
    '/', '/test', '/prose', '/terms', '/careers', '/contact', '/pricing', '/privacy', '/sign-up', '/support', '/feedback',
    '/products', '/security', '/thank-you', '/logger-test', '/unsubscribe', '/unauthorized', '/accept-invite',
    '/accessibility', '/dev-csrf-test', '/documentation', '/newsroom', '/verification-sent', '/about',
  ])('lists %s of SPEC §2 as public', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it('makes /newsroom/{id} public for one segment only', () => {
    expect(isPublicPath('/newsroom/abc')).toBe(true);
    expect(isPublicPath('/newsroom/abc/edit')).toBe(false);
  });

  it('makes /agreement/{token} public for one segment only, not /agreement itself', () => {
    expect(isPublicPath('/agreement/tok_123')).toBe(true);
    expect(isPublicPath('/agreement')).toBe(false);
    expect(isPublicPath('/agreement/tok/more')).toBe(false);
  });

  it('makes /sign-in and everything below it public (catch-all)', () => {
    expect(isPublicPath('/sign-in')).toBe(true);
    expect(isPublicPath('/sign-in/factor-two')).toBe(true);
    expect(isPublicPath('/sign-in/a/b/c')).toBe(true);
  });

  it('makes any path starting with sign-in or sign-up public', () => {
    expect(isPublicPath('/sign-up/verify-email-address')).toBe(true);
    expect(isPublicPath('/sign-in-help')).toBe(true);
  });

  it.each(['/x/factor-one', '/x/verify-email', '/x/sso-callback', '/x/create-account'])('makes %s public (identity-provider fragment)', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it('makes any route flagged public public', () => {
    expect(isPublicPath('/somewhere', { public: true })).toBe(true);
  });

  it('does not make a route public that says public false or nothing', () => {
    expect(isPublicPath('/dashboard/patent', { public: false })).toBe(false);
    expect(isPublicPath('/dashboard/patent')).toBe(false);
    expect(isPublicPath('/profile')).toBe(false);
    expect(isPublicPath('/admin')).toBe(false);
    expect(isPublicPath('/onboarding/welcome')).toBe(false);
  });

  it('normalises case and trailing slashes like the router', () => {
    expect(isPublicPath('/Pricing/')).toBe(true);
    expect(isPublicPath('/ADMIN/')).toBe(false);
  });
});

describe('isSignedInArea', () => {
  it.each(['/dashboard/patent/archives/new', '/dashboard/nowhere', '/admin/no-such-page', '/ADMIN/x', '/employee/x', '/onboarding/x', '/profile/x', '/settings/x', '/dashboard'])(
    'puts the unknown path %s under the guard chain',
    (path) => {
      expect(isSignedInArea(path)).toBe(true);
    },
  );

  it.each(['/missing-page', '/dashboards', '/administrator', '/newsroom/a/b', '/sign-in/x'])('leaves %s to the 404 page at once', (path) => {
    expect(isSignedInArea(path)).toBe(false);
  });
});
