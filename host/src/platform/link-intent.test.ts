import { hashTargetId, inAppLinkPath } from './link-intent';

const origin = 'http://localhost:8080';
const link = (href: string, extra: { target?: string; download?: boolean } = {}) => ({
  href,
  target: extra.target ?? '',
  hasAttribute: (name: string) => name === 'download' && !!extra.download,
});

describe('inAppLinkPath', () => {
  it('returns the path of a same-origin link, without query or hash', () => {
    expect(inAppLinkPath(link('http://localhost:8080/pricing?x=1#plans'), origin)).toBe('/pricing');
  });

  it('ignores other origins, new tabs, downloads, API and build files', () => {
    expect(inAppLinkPath(link('https://example.com/pricing'), origin)).toBeNull();
    expect(inAppLinkPath(link('http://localhost:8080/pricing', { target: '_blank' }), origin)).toBeNull();
    expect(inAppLinkPath(link('http://localhost:8080/report.pdf', { download: true }), origin)).toBeNull();
    expect(inAppLinkPath(link('http://localhost:8080/api/health'), origin)).toBeNull();
    expect(inAppLinkPath(link('http://localhost:8080/builds/latest.json'), origin)).toBeNull();
    expect(inAppLinkPath(link(''), origin)).toBeNull();
  });

  it('accepts an explicit _self target', () => {
    expect(inAppLinkPath(link('http://localhost:8080/about', { target: '_self' }), origin)).toBe('/about');
  });
});

describe('hashTargetId', () => {
  it('strips the # and decodes', () => {
    expect(hashTargetId('#features')).toBe('features');
    expect(hashTargetId('#caf%C3%A9')).toBe('café');
  });

  it('is null for an empty hash and keeps a malformed escape as written', () => {
    expect(hashTargetId('')).toBeNull();
    expect(hashTargetId('#')).toBeNull();
    expect(hashTargetId('#%E0%A4%A')).toBe('%E0%A4%A');
  });
});
