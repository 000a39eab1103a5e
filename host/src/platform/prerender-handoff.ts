import { PRERENDER_STYLE_KEY } from '../prerender/style-key';

/** Whether index.html came with a page drawn into #root at build time (scripts/prerender). */
export function hasPrerenderedPage(container: HTMLElement): boolean {
  return container.hasAttribute('data-prerendered');
}

/** Called when the live frame has replaced #root's prerendered markup: drops the marker, whose rules hide controls. */
export function endPrerenderMarker(doc: Document = document): void {
  doc.getElementById('root')?.removeAttribute('data-prerendered');
}

/**
 * Called in the app's first commit, which has replaced whatever was left of the prerendered page: drops the
 * marker and the prerendered page's own styles, which would otherwise outlive it.
 */
export function endPrerender(doc: Document = document): void {
  endPrerenderMarker(doc);
  for (const style of doc.head.querySelectorAll(`style[data-prerendered], style[data-emotion^="${PRERENDER_STYLE_KEY}"]`)) style.remove();
}
