/**
 * The emotion key of prerendered styles. Not the app's `css`: its runtime cache adopts server-rendered
 * `css` style tags on start, and these must stay out of it because they leave with the prerendered markup.
 */
export const PRERENDER_STYLE_KEY = 'pre';
