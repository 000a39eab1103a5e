import { metricsAccessAllowed } from './metrics-token';

describe('metricsAccessAllowed', () => {
  const token = 'scrape-secret-0123456789';

  it('lets any scrape in when no token is configured', () => {
    expect(metricsAccessAllowed(undefined, undefined)).toBe(true);
    expect(metricsAccessAllowed('Bearer whatever', undefined)).toBe(true);
  });

  it('needs exactly the configured bearer token when one is set', () => {
    expect(metricsAccessAllowed(`Bearer ${token}`, token)).toBe(true);
    expect(metricsAccessAllowed(`bearer ${token}`, token)).toBe(true);
    expect(metricsAccessAllowed(undefined, token)).toBe(false);
    expect(metricsAccessAllowed(token, token)).toBe(false);
    expect(metricsAccessAllowed(`Bearer ${token}x`, token)).toBe(false);
    expect(metricsAccessAllowed(`Bearer ${token.slice(1)}`, token)).toBe(false);
    expect(metricsAccessAllowed('Basic dXNlcjpwYXNz', token)).toBe(false);
  });
});
