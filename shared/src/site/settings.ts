import { PRODUCT_NAME } from '../contracts/product';
import { trimEndOf } from '../text/trim';

/** Site settings of SPEC §3. */
export interface SiteSettings {
  siteName: string;
  /** Origin without a trailing slash; absolute URLs in meta tags are built on it. */
  siteUrl: string;
  siteDescription: string;
  twitterHandle: string;
  /** Path (or absolute URL) of the default Open Graph image. */
  defaultImage: string;
}

/** The organisation identity published as JSON-LD. */
export interface OrganizationIdentity {
  name: string;
  url: string;
  logo: string;
}

/** Used where there is no browser (tests, server-side tooling). */
export const DEFAULT_SITE_URL = 'https://iprism.example';

function runtimeOrigin(): string {
  // The site is served from whatever origin it is deployed on, so links in meta tags follow it.
  if (typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null') return window.location.origin;
  return DEFAULT_SITE_URL;
}

/** Builds the settings for an origin; `SITE_SETTINGS` is this for the page's own origin. */
export function siteSettingsFor(siteUrl: string): Readonly<SiteSettings> {
  return Object.freeze({
    siteName: PRODUCT_NAME,
    siteUrl: trimEndOf(siteUrl, '/'),
    siteDescription: 'AI-powered patent analytics platform for attorneys and investors',
    twitterHandle: '@iprism',
    defaultImage: '/og-image.svg',
  });
}

export const SITE_SETTINGS: Readonly<SiteSettings> = siteSettingsFor(runtimeOrigin());

/** The organisation behind the site, for structured data. */
export function organizationIdentity(settings: SiteSettings = SITE_SETTINGS): Readonly<OrganizationIdentity> {
  return Object.freeze({ name: settings.siteName, url: settings.siteUrl, logo: `${settings.siteUrl}/favicon.svg` });
}

export const ORGANIZATION: Readonly<OrganizationIdentity> = organizationIdentity();
