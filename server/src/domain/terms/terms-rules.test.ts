import { activeVersion, pendingTermsVersion, versionStatus } from './terms-rules';

const now = new Date('2026-12-01T00:00:00Z');
const v1 = { id: 'v1', effectiveAt: new Date('2026-01-01T00:00:00Z') };
const v2 = { id: 'v2', effectiveAt: new Date('2026-11-15T00:00:00Z') };
const v3 = { id: 'v3', effectiveAt: new Date('2027-01-01T00:00:00Z') };

describe('terms versions', () => {
  it('the active version is the newest already in effect; later ones are scheduled', () => {
    expect(activeVersion([v3, v1, v2], now)).toBe(v2);
    expect(activeVersion([v3], now)).toBeNull();
    expect(versionStatus(v1, v2, now)).toBe('superseded');
    expect(versionStatus(v2, v2, now)).toBe('active');
    expect(versionStatus(v3, v2, now)).toBe('scheduled');
  });

  it('asks a user once for the active version, unless accepted or they signed up after it took effect', () => {
    const before = new Date('2026-06-01T00:00:00Z');
    expect(pendingTermsVersion(v2, new Set(), before)).toBe(v2);
    expect(pendingTermsVersion(v2, new Set(['v2']), before)).toBeNull();
    expect(pendingTermsVersion(v2, new Set(['v1']), before)).toBe(v2);
    expect(pendingTermsVersion(v2, new Set(), new Date('2026-11-20T00:00:00Z'))).toBeNull();
    expect(pendingTermsVersion(null, new Set(), before)).toBeNull();
  });
});
