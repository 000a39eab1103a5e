import { SITE_SETTINGS, organizationIdentity, type SiteSettings } from './settings';
import { trimEndOf } from '../text/trim';

export interface SeoInput {
  /** The page's own title; the site name is appended unless it is already in it. */
  title: string;
  /** Defaults to the site description. */
  description?: string;
  /** Path of the page, e.g. `/pricing`; query and hash are dropped from the canonical URL. */
  path: string;
  /** Path or absolute URL; defaults to the site's default image. */
  image?: string;
  type?: 'website' | 'article';
}

export type SeoTag =
  | { tag: 'meta'; attr: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string };

/** `title | iPrism`, unless the title already names the site. */
export function formatSeoTitle(title: string, settings: SiteSettings = SITE_SETTINGS): string {
  return title.includes(settings.siteName) ? title : `${title} | ${settings.siteName}`;
}

/** Makes a path absolute on the site's origin; absolute URLs pass through. */
export function absoluteUrl(pathOrUrl: string, settings: SiteSettings = SITE_SETTINGS): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  return `${settings.siteUrl}${path}`;
}

function canonicalPath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare.length > 1 ? trimEndOf(bare, '/') : bare;
}

/**
 * The meta tags of a page (description, Open Graph, Twitter card) and its canonical link.
 * Pure: the same input always gives the same tags, in the same order.
 */
export function buildSeoTags(input: SeoInput, settings: SiteSettings = SITE_SETTINGS): SeoTag[] {
  const title = formatSeoTitle(input.title, settings);
  const description = input.description ?? settings.siteDescription;
  const url = absoluteUrl(canonicalPath(input.path), settings);
  const image = absoluteUrl(input.image ?? settings.defaultImage, settings);
  const name = (key: string, content: string): SeoTag => ({ tag: 'meta', attr: 'name', key, content });
  const property = (key: string, content: string): SeoTag => ({ tag: 'meta', attr: 'property', key, content });
  return [
    name('description', description),
    property('og:title', title),
    property('og:description', description),
    property('og:type', input.type ?? 'website'),
    property('og:url', url),
    property('og:image', image),
    property('og:site_name', settings.siteName),
    name('twitter:card', 'summary_large_image'),
    name('twitter:site', settings.twitterHandle),
    name('twitter:title', title),
    name('twitter:description', description),
    name('twitter:image', image),
    { tag: 'link', rel: 'canonical', href: url },
  ];
}

/** schema.org Organization data for the site's JSON-LD script. */
export function organizationJsonLd(settings: SiteSettings = SITE_SETTINGS): Record<string, string> {
  const org = organizationIdentity(settings);
  return { '@context': 'https://schema.org', '@type': 'Organization', name: org.name, url: org.url, logo: org.logo, description: settings.siteDescription };
}

/** JSON for a `<script type="application/ld+json">`: `<` is escaped so the text can never close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
