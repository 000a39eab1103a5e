import { DEFAULT_AFTER_SIGN_IN, authPageWithReturn, returnPathOrNull, safeRedirectPath } from './redirect-url';

const ORIGIN = 'https://app.iprism.example';

describe('safeRedirectPath', () => {
  it.each([
    ['/dashboard/patent?tab=x#y', '/dashboard/patent?tab=x#y'],
    ['/accept-invite?token=abc', '/accept-invite?token=abc'],
    [`${ORIGIN}/dashboard/scout?q=1`, '/dashboard/scout?q=1'],
  ])('keeps the same-origin %s', (raw, expected) => {
    expect(safeRedirectPath(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    null,
    '',
    '//evil.example/x',
    '/\\evil.example',
    '/\tevil.example',
    'https://evil.example/dashboard',
    'javascript:alert(1)',
    'dashboard',
    '/sign-in?redirect_url=/x',
    '/sign-up/verify',
    `${ORIGIN}/sign-in`,
  ])('refuses %p', (raw) => {
    expect(safeRedirectPath(raw, ORIGIN)).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it('uses the given fallback', () => {
    expect(safeRedirectPath('//x', ORIGIN, '/onboarding/welcome')).toBe('/onboarding/welcome');
  });

  it('does not mistake /sign-inx for the sign-in page', () => {
    expect(safeRedirectPath('/sign-inx', ORIGIN)).toBe('/sign-inx');
  });
});

describe('returnPathOrNull', () => {
  it('gives the path the sign-up form passes on to the verification link, or null', () => {
    expect(returnPathOrNull('/accept-invite?token=abc', ORIGIN)).toBe('/accept-invite?token=abc');
    expect(returnPathOrNull(null, ORIGIN)).toBeNull();
    expect(returnPathOrNull('https://evil.example/x', ORIGIN)).toBeNull();
    expect(returnPathOrNull('/sign-in', ORIGIN)).toBeNull();
  });
});

describe('authPageWithReturn', () => {
  it('encodes the return path', () => {
    expect(authPageWithReturn('/sign-in', '/accept-invite?token=a&b=c')).toBe('/sign-in?redirect_url=%2Faccept-invite%3Ftoken%3Da%26b%3Dc');
  });
});
