import { sameOriginReturnPath, verificationLink } from './return-path';

describe('sameOriginReturnPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(sameOriginReturnPath('/accept-invite?token=abc')).toBe('/accept-invite?token=abc');
    expect(sameOriginReturnPath(' /dashboard/patent/archives?x=1#y ')).toBe('/dashboard/patent/archives?x=1#y');
  });

  it.each([undefined, null, '', '   ', 'https://evil.example/x', '//evil.example', '/\\evil.example', '/\tevil', 'javascript:alert(1)', 'accept-invite', '/sign-in', '/sign-up/verify?token=x', `/${'a'.repeat(2048)}`])(
    'drops %p',
    (raw) => {
      expect(sameOriginReturnPath(raw)).toBeNull();
    },
  );
});

describe('verificationLink', () => {
  it('carries the return path only when there is one', () => {
    expect(verificationLink('http://localhost:8080', 'tok-1', null)).toBe('http://localhost:8080/sign-up/verify?token=tok-1');
    const link = new URL(verificationLink('http://localhost:8080', 'tok 1', '/accept-invite?token=inv&x=1'));
    expect(link.pathname).toBe('/sign-up/verify');
    expect(link.searchParams.get('token')).toBe('tok 1');
    expect(link.searchParams.get('redirect_url')).toBe('/accept-invite?token=inv&x=1');
  });
});
