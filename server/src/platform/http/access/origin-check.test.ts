import { isOriginAllowed, normaliseOrigin } from './origin-check';

describe('origin check', () => {
  it('normalises default ports and paths away', () => {
    expect(normaliseOrigin('https://iprism.example:443/x')).toBe('https://iprism.example');
    expect(normaliseOrigin('null')).toBeNull();
    expect(normaliseOrigin('file:///etc')).toBeNull();
  });

  it('allows the request’s own origin', () => {
    expect(isOriginAllowed('http://localhost:8080', [], 'http://localhost:8080')).toBe(true);
  });

  it('allows a configured origin and refuses others', () => {
    const allowed = ['https://app.iprism.example', 'http://localhost:3000'];
    expect(isOriginAllowed('https://app.iprism.example', allowed, 'http://10.0.0.1:8080')).toBe(true);
    expect(isOriginAllowed('http://localhost:3000', allowed, null)).toBe(true);
    expect(isOriginAllowed('https://evil.example', allowed, 'http://10.0.0.1:8080')).toBe(false);
    expect(isOriginAllowed('https://app.iprism.example.evil.example', allowed, null)).toBe(false);
  });

  it('refuses an opaque or malformed Origin', () => {
    expect(isOriginAllowed('null', ['https://a.example'], 'https://a.example')).toBe(false);
    expect(isOriginAllowed('not a url', [], null)).toBe(false);
  });
});
