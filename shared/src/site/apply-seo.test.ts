/** @jest-environment jsdom */
import { SEO_ATTRIBUTE, applySeoTags, ensureJsonLd } from './apply-seo';
import { buildSeoTags } from './seo';
import { siteSettingsFor } from './settings';

const site = siteSettingsFor('https://app.iprism.test');

describe('applySeoTags', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="static description">';
  });

  it('updates the static description instead of adding a second one', () => {
    applySeoTags(document, buildSeoTags({ title: 'Pricing', description: 'Plans.', path: '/pricing' }, site));
    const descriptions = document.head.querySelectorAll('meta[name="description"]');
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]?.getAttribute('content')).toBe('Plans.');
    expect(descriptions[0]?.hasAttribute(SEO_ATTRIBUTE)).toBe(true);
  });

  it('is idempotent: applying twice leaves one copy of each tag with the newest values', () => {
    applySeoTags(document, buildSeoTags({ title: 'A', path: '/a' }, site));
    const count = document.head.children.length;
    applySeoTags(document, buildSeoTags({ title: 'B', path: '/b' }, site));
    expect(document.head.children).toHaveLength(count);
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('B | iPrism');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://app.iprism.test/b');
  });
});

describe('ensureJsonLd', () => {
  it('adds the script once per key', () => {
    document.head.innerHTML = '';
    ensureJsonLd(document, 'organization', '{"a":1}');
    ensureJsonLd(document, 'organization', '{"a":2}');
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.textContent).toBe('{"a":1}');
  });
});
