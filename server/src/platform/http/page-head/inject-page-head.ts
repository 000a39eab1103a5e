import type { SeoTag } from '@iprism/shared/site';
import { escapeHtml } from '../../lib/escape-html';
import { seoTagHtml } from '../../lib/seo-tag-html';

export interface PageHead {
  /** The document title, as the page itself would set it. */
  title: string;
  tags: readonly SeoTag[];
}

/** The page's SEO tags already in the HTML: index.html's description, or a prerendered page's data-seo tags. */
const EXISTING_TAGS = /<meta name="description"[^>]*>|<(?:meta|link)\b[^>]*\bdata-seo=""[^>]*>/g;

/**
 * A page's HTML with its own title and meta tags in the head, for crawlers and link previews, which read the
 * HTML the server sends and run no script. The app's SEO code finds the same tags later and updates them.
 */
export function injectPageHead(html: string, head: PageHead): string {
  // Replacer functions: page text may hold `$` sequences that a replacement string would expand.
  return html
    .replace(EXISTING_TAGS, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace('</head>', () => `${head.tags.map(seoTagHtml).join('')}</head>`);
}
