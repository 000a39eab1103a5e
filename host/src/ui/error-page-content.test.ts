import { DEFAULT_ERROR, countUpValue, errorPageContent, formatStatusCode, isBotUserAgent, notFoundError } from './error-page-content';

describe('error page content', () => {
  it.each([
    [404, 'Page Not Found'],
    [403, 'Access Forbidden'],
    [500, 'Server Error'],
    [503, 'Service Unavailable'],
  ])('maps %i to %s', (statusCode, title) => {
    expect(errorPageContent({ statusCode, message: 'x' }).title).toBe(title);
  });

  it('says the 404 page may have been moved, deleted or never existed', () => {
    expect(errorPageContent({ statusCode: 404 }).message).toMatch(/moved, deleted, or never existed/);
  });

  it('uses the error message for other codes, with a generic fallback', () => {
    expect(errorPageContent({ statusCode: 418, message: 'Teapot' })).toMatchObject({ title: 'An Error Occurred', message: 'Teapot' });
    expect(errorPageContent({ statusCode: 418, message: '' }).message).toMatch(/Something went wrong/);
  });

  it('defaults to 404 Page not found', () => {
    expect(DEFAULT_ERROR).toEqual({ statusCode: 404, message: 'Page not found' });
    expect(errorPageContent(undefined).statusCode).toBe(404);
  });

  it('raises a fatal 404 for unknown paths', () => {
    expect(notFoundError('/x/y')).toEqual({ statusCode: 404, message: 'Page Not Found: /x/y', fatal: true });
  });

  it('shows at least three digits', () => {
    expect(formatStatusCode(0)).toBe('000');
    expect(formatStatusCode(7)).toBe('007');
    expect(formatStatusCode(404)).toBe('404');
    expect(formatStatusCode(1234)).toBe('1234');
  });

  it('counts up from 0 to the code over 2 s', () => {
    expect(countUpValue(404, 0, 2000)).toBe(0);
    const mid = countUpValue(404, 1000, 2000);
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(404);
    expect(countUpValue(404, 2000, 2000)).toBe(404);
  });

  it('recognises search-engine and preview bots', () => {
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBotUserAgent('facebookexternalhit/1.1')).toBe(true);
    expect(isBotUserAgent('Slackbot-LinkExpanding 1.0')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36')).toBe(false);
  });
});
