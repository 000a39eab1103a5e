import { isLoopbackAddress, metricsAccessAllowed } from './metrics-token';

describe('metricsAccessAllowed', () => {
  const token = 'scrape-secret-0123456789';

  it('lets a scrape from loopback in, token or not', () => {
    for (const ip of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(ip)).toBe(true);
      expect(metricsAccessAllowed(ip, undefined, undefined)).toBe(true);
      expect(metricsAccessAllowed(ip, undefined, token)).toBe(true);
    }
  });

  it('refuses every other address without a configured token', () => {
    for (const ip of ['10.0.0.1', '192.168.1.1', '::ffff:10.0.0.1', '128.0.0.1', '2001:db8::1']) {
      expect(isLoopbackAddress(ip)).toBe(false);
      expect(metricsAccessAllowed(ip, 'Bearer whatever', undefined)).toBe(false);
    }
  });

  it('needs exactly the configured bearer token from beyond loopback', () => {
    const ip = '10.0.0.1';
    expect(metricsAccessAllowed(ip, `Bearer ${token}`, token)).toBe(true);
    expect(metricsAccessAllowed(ip, `bearer ${token}`, token)).toBe(true);
    expect(metricsAccessAllowed(ip, undefined, token)).toBe(false);
    expect(metricsAccessAllowed(ip, token, token)).toBe(false);
    expect(metricsAccessAllowed(ip, `Bearer ${token}x`, token)).toBe(false);
    expect(metricsAccessAllowed(ip, `Bearer ${token.slice(1)}`, token)).toBe(false);
    expect(metricsAccessAllowed(ip, 'Basic dXNlcjpwYXNz', token)).toBe(false);
  });
});
