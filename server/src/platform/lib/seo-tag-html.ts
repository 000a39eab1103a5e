import type { SeoTag } from '@iprism/shared/site';
import { escapeHtml } from './escape-html';

/** One meta or canonical tag as HTML, marked data-seo so the app's own SEO code updates it instead of adding a copy. */
export function seoTagHtml(t: SeoTag): string {
  return t.tag === 'meta'
    ? `<meta ${t.attr}="${escapeHtml(t.key)}" content="${escapeHtml(t.content)}" data-seo="">`
    : `<link rel="${t.rel}" href="${escapeHtml(t.href)}" data-seo="">`;
}
