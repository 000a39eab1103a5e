import { PathHistory } from './previous-path';

describe('PathHistory', () => {
  it('returns the path before the current one, stable across re-renders', () => {
    const h = new PathHistory();
    expect(h.visit('/a')).toBeNull();
    expect(h.visit('/a')).toBeNull();
    expect(h.visit('/b')).toBe('/a');
    expect(h.visit('/b')).toBe('/a');
    expect(h.visit('/c')).toBe('/b');
  });
});
