/** Remote-load failures, reported by the federation runtime plugin and read by the release watcher. */
export const REMOTE_LOAD_ERROR_EVENT = 'iprism:remote-load-error';

export interface RemoteLoadErrorDetail {
  id: string;
  lifecycle: string;
  message: string;
}

export function reportRemoteLoadError(detail: RemoteLoadErrorDetail): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<RemoteLoadErrorDetail>(REMOTE_LOAD_ERROR_EVENT, { detail }));
}
