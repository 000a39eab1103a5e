import { routeLabel, statusClass } from './http-metrics';

describe('http metric labels', () => {
  it('groups status codes by class', () => {
    expect([200, 204, 301, 401, 429, 503].map(statusClass)).toEqual(['2xx', '2xx', '3xx', '4xx', '4xx', '5xx']);
  });

  it('labels by route pattern, and unmatched requests together', () => {
    expect(routeLabel('/api/applications/:id')).toBe('/api/applications/:id');
    expect(routeLabel(undefined)).toBe('unmatched');
  });
});
