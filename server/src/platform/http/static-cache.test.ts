import { CACHE_IMMUTABLE, CACHE_NO_CACHE, cacheControlFor, staticHeadersFor } from './static-cache';

describe('cacheControlFor', () => {
  it.each(['/b/latest.json', '/b/remotes.json', '/b/remotes/patent/v1/mf-manifest.json', '/b/remotes/patent/v1/remoteEntry.js', '/b/host/index.html', '/b/host/main.js'])(
    'revalidates %s',
    (p) => expect(cacheControlFor(p)).toBe(CACHE_NO_CACHE),
  );
  it('caches content-hashed chunks forever', () => {
    expect(cacheControlFor('/b/host/1194.e84a6aa11e.js')).toBe(CACHE_IMMUTABLE);
    expect(cacheControlFor('/b/remotes/x/v/__federation_expose_Home.26b196a9e0.js')).toBe(CACHE_IMMUTABLE);
  });
});

describe('staticHeadersFor', () => {
  it('caches a compressed variant as its asset and varies it by Accept-Encoding', () => {
    expect(staticHeadersFor('/b/host/1194.e84a6aa11e.js.br')).toEqual({ 'Cache-Control': CACHE_IMMUTABLE, Vary: 'Accept-Encoding' });
    expect(staticHeadersFor('/b/host/main.js.gz')).toEqual({ 'Cache-Control': CACHE_NO_CACHE, Vary: 'Accept-Encoding' });
  });

  it('does not vary what is never compressed', () => {
    expect(staticHeadersFor('/b/host/logo.png')).toEqual({ 'Cache-Control': CACHE_NO_CACHE });
  });
});
