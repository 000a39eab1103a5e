import { useContext, useEffect } from 'react';
import { applySeoTags, ensureJsonLd } from './apply-seo';
import { buildSeoTags, organizationJsonLd, serializeJsonLd, type SeoInput } from './seo';
import { SeoCollectorContext } from './seo-collector';
import { SITE_SETTINGS } from './settings';

export type UseSeoInput = Omit<SeoInput, 'path'> & { path?: string };

/**
 * Applies a page's meta tags to `document.head` while the page is shown, and adds the
 * organisation JSON-LD once. On unmount the tags fall back to the site defaults, so a page that
 * sets none (a dashboard) never keeps the previous page's description. The document title stays
 * with the host, which sets it from the route table.
 */
export function useSeo({ title, description, path, image, type }: UseSeoInput): void {
  useContext(SeoCollectorContext)?.({ title, description, path, image, type });
  useEffect(() => {
    const here = () => path ?? window.location.pathname;
    applySeoTags(document, buildSeoTags({ title, description, path: here(), image, type }));
    ensureJsonLd(document, 'organization', serializeJsonLd(organizationJsonLd()));
    return () => applySeoTags(document, buildSeoTags({ title: SITE_SETTINGS.siteName, path: window.location.pathname }));
  }, [title, description, path, image, type]);
}
