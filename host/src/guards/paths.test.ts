import { isUnder, normalizePathname, segmentsOf } from './paths';

describe('normalizePathname', () => {
  it('lower-cases, as the router matches case-insensitively', () => {
    expect(normalizePathname('/ADMIN/Accounts')).toBe('/admin/accounts');
  });

  it('decodes percent escapes, as the router matches decoded segments', () => {
    expect(normalizePathname('/%61dmin')).toBe('/admin');
  });

  it('keeps a malformed escape as it is', () => {
    expect(normalizePathname('/admin/%E0%A4%A')).toBe('/admin/%e0%a4%a');
  });

  it('drops a trailing slash and empty segments', () => {
    expect(normalizePathname('/dashboard//patent/')).toBe('/dashboard/patent');
  });

  it('gives / for the root and the empty string', () => {
    expect(normalizePathname('/')).toBe('/');
    expect(normalizePathname('')).toBe('/');
  });
});

describe('isUnder', () => {
  it('matches the prefix itself and paths below it', () => {
    expect(isUnder('/admin', '/admin')).toBe(true);
    expect(isUnder('/admin/accounts', '/admin')).toBe(true);
  });

  it('does not match a sibling that only shares the characters', () => {
    expect(isUnder('/administrator', '/admin')).toBe(false);
  });
});

describe('segmentsOf', () => {
  it('splits without empty segments', () => {
    expect(segmentsOf('/dashboard/patent/account')).toEqual(['dashboard', 'patent', 'account']);
    expect(segmentsOf('/')).toEqual([]);
  });
});
