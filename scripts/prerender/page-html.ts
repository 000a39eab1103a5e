import type { SeoTag } from '@iprism/shared/site';
import { escapeHtml } from '../../server/src/platform/lib/escape-html';
import { seoTagHtml } from '../../server/src/platform/lib/seo-tag-html';

export interface PrerenderedPage {
  title: string;
  seoTags: readonly SeoTag[];
  /** Serialized JSON-LD, keyed the way `ensureJsonLd` keys it, so the app finds it instead of adding a second. */
  jsonLd: Record<string, string>;
  styles: string;
  body: string;
}

const ROOT_OPEN = '<div id="root">';

/**
 * Until the app takes over: controls are hidden (they would not respond yet; tests and people wait for the
 * live ones), also in the prerendered content the live frame keeps until the page's own code arrives
 * (host/src/prerender/PrerenderedFrame.tsx), and a dark-theme visitor gets the loading placeholder instead of a
 * light page.
 */
const PRERENDER_CSS = [
  '#root[data-prerendered] button,[data-prerendered-content] button{visibility:hidden}',
  '#root[data-prerendered]>#boot{display:none}',
  "html[data-theme='dark'] #root[data-prerendered]>#boot{display:flex}",
  "html[data-theme='dark'] #root[data-prerendered]>[data-prerendered-page]{display:none}",
].join('');

/**
 * The host's index.html with a page drawn into it: its title, meta tags and styles in the head, its markup
 * inside #root next to the loading placeholder. React's first render replaces all of #root.
 */
export function composePrerenderedPage(template: string, page: PrerenderedPage): string {
  if (!template.includes(ROOT_OPEN) || !/<title>[^<]*<\/title>/.test(template)) throw new Error('index.html has no <title> or <div id="root">');
  const head = [
    ...page.seoTags.map(seoTagHtml),
    ...Object.entries(page.jsonLd).map(([key, json]) => `<script type="application/ld+json" data-seo="${escapeHtml(key)}">${json}</script>`),
    `<style data-prerendered>${PRERENDER_CSS}</style>`,
    page.styles,
  ].join('');
  const rootAt = template.indexOf(ROOT_OPEN);
  // The loading placeholder is #root's only child: the page goes right after it.
  const bootEnd = template.indexOf('</div>', rootAt) + '</div>'.length;
  const withPage = `${template.slice(0, rootAt)}<div id="root" data-prerendered>${template.slice(rootAt + ROOT_OPEN.length, bootEnd)}<div data-prerendered-page>${page.body}</div>${template.slice(bootEnd)}`;
  // Replacer functions: a page's text may hold `$` sequences that a replacement string would expand.
  return withPage
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `${head}</head>`);
}
