import { createRoot, type Root } from 'react-dom/client';
import { logger } from '@iprism/shared/logger';
import { App } from './app/App';
import { preloadRoute } from './platform/preload-routes';
import { loadRemoteRegistry } from './platform/remote-registry';
import { trackScriptLoads } from './platform/script-loads';

/**
 * Starts the app. `root`: the live frame already drawn over a prerendered page (frame-first.tsx), which keeps
 * the page's prerendered content until the app replaces it with the page itself.
 */
export async function start(root?: Root): Promise<void> {
  trackScriptLoads();
  try {
    await loadRemoteRegistry();
  } catch (err) {
    // The shell still starts: every remote page then shows its own "unavailable — retry" panel.
    logger.warn('federation', 'Remote registry could not be loaded', { message: (err as Error).message });
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root element missing from index.html');
  // The page's module (and what it needs from its remote) loads while the first render runs, not after it;
  // over a prerendered page the render waits for it, so the page is replaced by itself, not a spinner.
  const pageModule = preloadRoute(window.location.pathname);
  if (root) await pageModule;
  (root ?? createRoot(container)).render(<App />);
}
