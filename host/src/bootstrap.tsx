import { createRoot } from 'react-dom/client';
import { logger } from '@iprism/shared/logger';
import { App } from './app/App';
import { hasPrerenderedPage } from './platform/prerender-handoff';
import { preloadRoute } from './platform/preload-routes';
import { loadRemoteRegistry } from './platform/remote-registry';
import { trackScriptLoads } from './platform/script-loads';

async function start(): Promise<void> {
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
  // over a prerendered page the first render waits for it, so the page is replaced by itself, not a spinner.
  const pageModule = preloadRoute(window.location.pathname);
  if (hasPrerenderedPage(container)) await pageModule;
  createRoot(container).render(<App />);
}

void start();
