import { contentSecurityPolicy, isCrossSiteMutation, securityHeaders } from './security-headers';

describe('security headers', () => {
  it('allow scripts from this origin only: no inline script, no eval, no other site; no framing', () => {
    const csp = contentSecurityPolicy({ clerkOrigin: null });
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-eval|\*/);
  });

  it('admits Clerk’s Frontend API, and only it, when Clerk signs users in', () => {
    const csp = contentSecurityPolicy({ clerkOrigin: 'https://clerk.iprism.example' });
    expect(csp).toContain("script-src 'self' https://clerk.iprism.example;");
    expect(csp).toContain("connect-src 'self' https://clerk.iprism.example;");
  });

  it('sends HSTS only over TLS, and the rest always', () => {
    const plain = securityHeaders({ clerkOrigin: null }, false);
    expect(plain).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'cross-origin-opener-policy': 'same-origin' });
    expect(plain['permissions-policy']).toContain('camera=()');
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(securityHeaders({ clerkOrigin: null }, true)['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('refuses state changes that another site started, and nothing else', () => {
    expect(isCrossSiteMutation('POST', 'cross-site')).toBe(true);
    expect(isCrossSiteMutation('delete', 'cross-site')).toBe(true);
    expect(isCrossSiteMutation('GET', 'cross-site')).toBe(false);
    expect(isCrossSiteMutation('POST', 'same-origin')).toBe(false);
    expect(isCrossSiteMutation('POST', 'same-site')).toBe(false);
    expect(isCrossSiteMutation('POST', undefined)).toBe(false);
  });
});
