import type { SeoTag } from './seo';

/** Marks the head elements this module manages, so they are found and updated instead of duplicated. */
export const SEO_ATTRIBUTE = 'data-seo';

function upsert(doc: Document, selector: string, create: () => HTMLElement): HTMLElement {
  const existing = doc.head.querySelector<HTMLElement>(selector);
  if (existing) return existing;
  const el = create();
  doc.head.appendChild(el);
  return el;
}

/**
 * Writes the tags into `<head>`: a tag already present (ours, or the static one in index.html) is
 * updated in place, a missing one is added. Running it twice leaves one copy of each tag.
 */
export function applySeoTags(doc: Document, tags: readonly SeoTag[]): void {
  for (const t of tags) {
    if (t.tag === 'meta') {
      const el = upsert(doc, `meta[${t.attr}="${t.key}"]`, () => {
        const meta = doc.createElement('meta');
        meta.setAttribute(t.attr, t.key);
        return meta;
      });
      el.setAttribute('content', t.content);
      el.setAttribute(SEO_ATTRIBUTE, '');
    } else {
      const el = upsert(doc, `link[rel="${t.rel}"]`, () => {
        const link = doc.createElement('link');
        link.setAttribute('rel', t.rel);
        return link;
      });
      el.setAttribute('href', t.href);
      el.setAttribute(SEO_ATTRIBUTE, '');
    }
  }
}

/** Adds a JSON-LD script once per key; later calls with the same key leave it alone. */
export function ensureJsonLd(doc: Document, key: string, json: string): void {
  if (doc.head.querySelector(`script[type="application/ld+json"][${SEO_ATTRIBUTE}="${key}"]`)) return;
  const script = doc.createElement('script');
  script.type = 'application/ld+json';
  script.setAttribute(SEO_ATTRIBUTE, key);
  script.textContent = json;
  doc.head.appendChild(script);
}
