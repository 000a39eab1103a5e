import { absoluteUrl, buildSeoTags, formatSeoTitle, organizationJsonLd, serializeJsonLd, type SeoTag } from './seo';
import { DEFAULT_SITE_URL, SITE_SETTINGS, siteSettingsFor } from './settings';

const site = siteSettingsFor('https://app.iprism.test/');

function meta(tags: SeoTag[], key: string): string | undefined {
  const t = tags.find((x) => x.tag === 'meta' && x.key === key);
  return t?.tag === 'meta' ? t.content : undefined;
}

describe('site settings', () => {
  it('holds the values of SPEC §3, on the default origin outside a browser', () => {
    expect(SITE_SETTINGS).toEqual({
      siteName: 'iPrism',
      siteUrl: DEFAULT_SITE_URL,
      siteDescription: 'AI-powered patent analytics platform for attorneys and investors',
      twitterHandle: '@iprism',
      defaultImage: '/og-image.svg',
    });
  });

  it('drops a trailing slash from the origin', () => {
    expect(site.siteUrl).toBe('https://app.iprism.test');
  });
});

describe('buildSeoTags', () => {
  const tags = buildSeoTags({ title: 'Pricing', description: 'Plans for law firms.', path: '/pricing' }, site);

  it('gives description, Open Graph and Twitter tags', () => {
    expect(meta(tags, 'description')).toBe('Plans for law firms.');
    expect(meta(tags, 'og:title')).toBe('Pricing | iPrism');
    expect(meta(tags, 'og:description')).toBe('Plans for law firms.');
    expect(meta(tags, 'og:type')).toBe('website');
    expect(meta(tags, 'og:url')).toBe('https://app.iprism.test/pricing');
    expect(meta(tags, 'og:image')).toBe('https://app.iprism.test/og-image.svg');
    expect(meta(tags, 'og:site_name')).toBe('iPrism');
    expect(meta(tags, 'twitter:card')).toBe('summary_large_image');
    expect(meta(tags, 'twitter:site')).toBe('@iprism');
    expect(meta(tags, 'twitter:title')).toBe('Pricing | iPrism');
    expect(meta(tags, 'twitter:description')).toBe('Plans for law firms.');
    expect(meta(tags, 'twitter:image')).toBe('https://app.iprism.test/og-image.svg');
  });

  it('uses name= for description and twitter, property= for Open Graph', () => {
    for (const t of tags) if (t.tag === 'meta') expect(t.attr).toBe(t.key.startsWith('og:') ? 'property' : 'name');
  });

  it('adds a canonical link without query, hash or trailing slash', () => {
    const link = buildSeoTags({ title: 'x', path: '/newsroom/?tag=ids#top' }, site).find((t) => t.tag === 'link');
    expect(link).toEqual({ tag: 'link', rel: 'canonical', href: 'https://app.iprism.test/newsroom' });
    expect(buildSeoTags({ title: 'x', path: '/' }, site).find((t) => t.tag === 'link')).toMatchObject({ href: 'https://app.iprism.test/' });
  });

  it('falls back to the site description and default image, and takes article type and own image', () => {
    const t = buildSeoTags({ title: 'News', path: '/newsroom/a', type: 'article', image: 'https://cdn.test/a.png' }, site);
    expect(meta(t, 'description')).toBe(site.siteDescription);
    expect(meta(t, 'og:type')).toBe('article');
    expect(meta(t, 'og:image')).toBe('https://cdn.test/a.png');
  });

  it('keeps a title that already names the site', () => {
    expect(formatSeoTitle('iPrism — AI-powered patent analytics', site)).toBe('iPrism — AI-powered patent analytics');
  });

  it('is pure: the same input gives the same tags', () => {
    expect(buildSeoTags({ title: 'Pricing', description: 'Plans for law firms.', path: '/pricing' }, site)).toEqual(tags);
  });
});

describe('absoluteUrl', () => {
  it('prefixes paths with the origin and passes absolute URLs through', () => {
    expect(absoluteUrl('og.svg', site)).toBe('https://app.iprism.test/og.svg');
    expect(absoluteUrl('http://x.test/a', site)).toBe('http://x.test/a');
  });
});

describe('organizationJsonLd', () => {
  it('describes the organisation with name, url and logo', () => {
    expect(organizationJsonLd(site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'iPrism',
      url: 'https://app.iprism.test',
      logo: 'https://app.iprism.test/favicon.svg',
      description: site.siteDescription,
    });
  });

  it('serialises without a way to close the script element', () => {
    expect(serializeJsonLd({ a: '</script><script>' })).not.toContain('</');
    expect(JSON.parse(serializeJsonLd({ a: '</script>' }))).toEqual({ a: '</script>' });
  });
});
