import { requestIdFrom } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('requestIdFrom', () => {
  it("keeps a caller's plain id (a proxy's, a trace id)", () => {
    expect(requestIdFrom('3f2a9c1e-77b0-4c1e-9d2a-0b1c2d3e4f50')).toBe('3f2a9c1e-77b0-4c1e-9d2a-0b1c2d3e4f50');
    expect(requestIdFrom('lb-01.req:000042_a')).toBe('lb-01.req:000042_a');
  });

  it('replaces anything that could forge or flood log lines with a fresh UUID', () => {
    for (const junk of ['', 'a b', 'x\nlevel=error msg=forged', '"quoted"', 'ü', 'x'.repeat(129), undefined, ['a', 'b']]) {
      expect(requestIdFrom(junk)).toMatch(UUID);
    }
  });

  it('makes a new id for each request without one', () => {
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});
