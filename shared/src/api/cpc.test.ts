import { cpcNodePath } from './cpc';

describe('cpcNodePath', () => {
  it('keeps the group slash as a path separator and encodes the rest', () => {
    expect(cpcNodePath('G06N3/00')).toBe('/api/cpc/G06N3/00');
    expect(cpcNodePath('H04L 9/32')).toBe('/api/cpc/H04L%209/32');
    expect(cpcNodePath('G')).toBe('/api/cpc/G');
  });
});
