/**
 * Pages rendered to static HTML at build time, so their content shows before any script has run. Only
 * pages whose first view needs no data and no control: a form or a toggle drawn before the app starts
 * would look usable and not be.
 */
export const PRERENDERED_PATHS = ['/', '/products', '/security', '/about', '/terms', '/privacy', '/accessibility'] as const;

/** Stands for the site's origin in prerendered meta tags; the server puts the real one in when it serves the page. */
export const PRERENDER_ORIGIN = 'https://prerender-origin.invalid';

/** The folder, under the host's build folder, holding the prerendered pages. */
export const PRERENDER_DIR = 'prerendered';

/** The file name, in PRERENDER_DIR, of a prerendered path's page. */
export function prerenderedFileName(path: string): string {
  return `${path === '/' ? 'index' : path.slice(1)}.html`;
}
