import { useEffect } from 'react';
import { logger } from '@iprism/shared/logger';
import { createLatestIdReader, createReleaseWatcher, isAssetLoadFailure, isChunkLoadError } from './release-watcher';
import { createReloadGuard } from './reload-guard';
import { refreshReleasedRemotes } from './remote-registry';
import { REMOTE_LOAD_ERROR_EVENT } from './remote-events';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Release detection (SPEC §4, ARCHITECTURE §3): polls builds/latest.json every minute and when the
 * tab comes back; on a chunk or remote load error after a newer build was published, reloads once.
 * Renders nothing.
 */
export function ReleaseWatcher() {
  useEffect(() => {
    const watcher = createReleaseWatcher({
      fetchLatestId: createLatestIdReader(window.fetch.bind(window), Date.now),
      guard: createReloadGuard({ storage: sessionStorageOrNull(), now: Date.now }),
      reload: () => window.location.reload(),
      onRelease: (id) => {
        refreshReleasedRemotes().then(
          (names) => logger.info('release', `Build ${id} published`, { refreshedRemotes: names }),
          (err: unknown) => logger.warn('release', 'Remote registry could not be refreshed', { message: (err as Error).message }),
        );
      },
    });

    const onLoadError = (source: string) => {
      void watcher.handleLoadError().then((outcome) => {
        if (outcome === 'reloading') logger.info('release', 'Reloading for the new release', { source });
        if (outcome === 'guarded') logger.warn('release', 'A reload happened moments ago; not reloading again', { source });
      });
    };
    const onWindowError = (event: ErrorEvent | Event) => {
      // Capture phase: a failed <script> download fires 'error' on the element and does not bubble.
      if (isAssetLoadFailure(event.target) || isChunkLoadError((event as ErrorEvent).error)) onLoadError('error');
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) onLoadError('unhandledrejection');
    };
    const onRemoteError = () => onLoadError('remote');
    const onFocus = () => void watcher.check();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void watcher.check();
    };

    const stop = watcher.start();
    window.addEventListener('error', onWindowError, true);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener(REMOTE_LOAD_ERROR_EVENT, onRemoteError);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      window.removeEventListener('error', onWindowError, true);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener(REMOTE_LOAD_ERROR_EVENT, onRemoteError);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  return null;
}
