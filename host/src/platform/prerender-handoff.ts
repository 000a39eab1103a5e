import { PRERENDER_STYLE_KEY } from '../prerender/style-key';

/** Whether index.html came with a page drawn into #root at build time (scripts/prerender). */
export function hasPrerenderedPage(container: HTMLElement): boolean {
  return container.hasAttribute('data-prerendered');
}

/**
 * Called in the app's first commit, which has just replaced #root's prerendered markup: drops the marker
 * (its rules hide controls) and the prerendered page's own styles, which would otherwise outlive it.
 */
export function endPrerender(doc: Document = document): void {
  doc.getElementById('root')?.removeAttribute('data-prerendered');
  for (const style of doc.head.querySelectorAll(`style[data-prerendered], style[data-emotion^="${PRERENDER_STYLE_KEY}"]`)) style.remove();
}
