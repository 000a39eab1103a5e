import { nextVersion, toCreateTermsVersion } from './terms-form';

describe('terms form', () => {
  it('proposes the next version', () => {
    expect(nextVersion([])).toBe('2.0');
    expect(nextVersion(['1.0', '2.0'])).toBe('3.0');
    expect(nextVersion(['1.4', 'draft'])).toBe('1.5');
  });
  it('reads the effective time in local time and names invalid fields', () => {
    const ok = toCreateTermsVersion({ kind: 'terms', version: '2.0', effectiveLocal: '2027-01-01T09:00', changeSummary: 'New AI clause.', body: 'x'.repeat(60) });
    expect(ok.ok && ok.value.effectiveAt).toBe(new Date('2027-01-01T09:00').toISOString());
    const bad = toCreateTermsVersion({ kind: 'terms', version: 'two point oh', effectiveLocal: '', changeSummary: '', body: 'short' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.errors).sort()).toEqual(['body', 'changeSummary', 'effectiveLocal', 'version']);
  });
});
