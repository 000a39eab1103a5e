import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { logger } from '@iprism/shared/logger';
import { PrerenderedFrame } from './prerender/PrerenderedFrame';
import { MAIN_CONTENT_ID } from './layouts/SkipLink';

/**
 * Over a prerendered public page: draws the live frame around the page's prerendered content at once, then
 * loads and starts the app, which replaces it with the page itself.
 */
export function startFrameFirst(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root element missing from index.html');
  const html = container.querySelector(`[data-prerendered-page] #${MAIN_CONTENT_ID}`)?.innerHTML ?? '';
  const path = window.location.pathname;
  const root = createRoot(container);
  flushSync(() => root.render(<PrerenderedFrame path={path} html={html} />));
  void import(/* webpackChunkName: "bootstrap" */ './bootstrap').then(
    (m) => m.start(root),
    (err: unknown) => {
      // The page stays readable, and following a link loads it as a document, as before any script ran.
      logger.error('federation', 'The app could not be loaded over a prerendered page', { message: (err as Error).message });
      root.render(<PrerenderedFrame path={path} html={html} appFailed />);
    },
  );
}
