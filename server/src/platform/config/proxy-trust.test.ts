import { proxyTrust } from './proxy-trust';

describe('proxyTrust', () => {
  it('trusts nobody when TRUST_PROXY is off', () => {
    expect(proxyTrust(false)('127.0.0.1')).toBe(false);
  });

  it('trusts exactly the named addresses, ranges and names', () => {
    const trusted = proxyTrust('127.0.0.1,10.1.0.0/16,uniquelocal');
    expect(trusted('127.0.0.1')).toBe(true);
    expect(trusted('::ffff:127.0.0.1')).toBe(true);
    expect(trusted('127.0.0.2')).toBe(false);
    expect(trusted('10.1.2.3')).toBe(true);
    expect(trusted('192.168.1.1')).toBe(true);
    expect(trusted('8.8.8.8')).toBe(false);
    expect(trusted(undefined)).toBe(false);
    expect(proxyTrust('loopback')('::1')).toBe(true);
    expect(proxyTrust('fd00::/8')('fd00::5')).toBe(true);
  });
});
