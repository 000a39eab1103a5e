import { loadConfig } from './config';
import { parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts no peer by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('reads flags and address lists', () => {
    expect(parseTrustProxy('false')).toEqual({ ok: true, value: false });
    expect(parseTrustProxy('yes')).toEqual({ ok: false, message: expect.stringContaining('name the proxy') });
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: name the proxy/);
    expect(parseTrustProxy(' loopback, 10.0.0.0/8 ,::1')).toEqual({ ok: true, value: 'loopback,10.0.0.0/8,::1' });
  });

  it('refuses what is not an address, naming it', () => {
    expect(parseTrustProxy('127.0.0.1,nginx')).toEqual({ ok: false, message: expect.stringContaining('nginx') });
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY: .*everyone/);
  });
});
