export { DEFAULT_SITE_URL, SITE_SETTINGS, ORGANIZATION, siteSettingsFor, organizationIdentity } from './settings';
export type { SiteSettings, OrganizationIdentity } from './settings';
export { buildSeoTags, formatSeoTitle, absoluteUrl, organizationJsonLd, serializeJsonLd } from './seo';
export type { SeoInput, SeoTag } from './seo';
export { applySeoTags, ensureJsonLd, SEO_ATTRIBUTE } from './apply-seo';
export { useSeo } from './use-seo';
export { SeoCollectorContext } from './seo-collector';
export type { UseSeoInput } from './use-seo';
