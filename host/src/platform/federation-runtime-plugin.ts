import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportRemoteLoadError } from './remote-events';
import { fetchWithRetry } from './retry-fetch';

const MANIFEST_FETCH_ATTEMPTS = 3;
const MANIFEST_RETRY_BASE_MS = 300;

/**
 * Host runtime plugin: retries manifest fetches on network failures, and turns a remote that
 * cannot load into a reported error (the loader then shows the "unavailable — retry" panel
 * inside the layout instead of a blank page).
 */
export default function iprismFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'iprism-federation-plugin',
    fetch(url, init) {
      return fetchWithRetry(fetch, url, { ...init, cache: 'no-cache' }, {
        attempts: MANIFEST_FETCH_ATTEMPTS,
        baseDelayMs: MANIFEST_RETRY_BASE_MS,
      });
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      const message = error instanceof Error ? error.message : String(error);
      reportRemoteLoadError({ id, lifecycle, message });
      // Returning nothing lets loadRemote reject, so the page's boundary shows the retry panel.
      return undefined;
    },
  };
}
