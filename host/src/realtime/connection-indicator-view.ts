import { MAX_RECONNECT_ATTEMPTS, type ConnectionHistoryEntry, type ConnectionState } from '@iprism/shared/realtime';
import { countOf } from '@iprism/shared/text';

/** The indicator's colour: a MUI palette key, or the neutral grey of "not yet known". */
export type ConnectionTone = 'success' | 'warning' | 'error' | 'neutral';

export interface ConnectionIndicatorView {
  tone: ConnectionTone;
  /** What the connection is doing, in words ("reconnecting (attempt 3 of 15)"). */
  status: string;
  /** The accessible name, "Live updates: {status}". */
  label: string;
  /** The chip's visible text (hidden on phones, where the accessible name still says it all). */
  shortText: string;
  /** Whether a "Reconnect" button is worth offering (anything but a healthy or a first connection). */
  canReconnect: boolean;
}


/**
 * How the top bar shows the live connection (SPEC §4 lifecycle: connected, disconnected, reconnecting;
 * healthy only when connected and no pong missing). Before the first attempt has an outcome the state is
 * 'disconnected' with an empty history: that is shown as connecting, not as a failure.
 */
export function connectionIndicatorView(state: ConnectionState & { isHealthy: boolean }): ConnectionIndicatorView {
  const shown = (tone: ConnectionTone, status: string, shortText: string, canReconnect: boolean): ConnectionIndicatorView => ({
    tone,
    status,
    label: `Live updates: ${status}`,
    shortText,
    canReconnect,
  });
  if (state.status === 'connected') {
    return state.isHealthy ? shown('success', 'connected', 'Live', false) : shown('warning', `connected, ${countOf(state.missedPongs, 'missed pong')}`, 'Unstable', true);
  }
  if (state.status === 'reconnecting') {
    const attempt = state.reconnectAttempts;
    return shown('warning', `reconnecting (attempt ${attempt} of ${MAX_RECONNECT_ATTEMPTS})`, `Reconnecting (${attempt})`, true);
  }
  if (state.history.length === 0 && state.connectionError === null) return shown('neutral', 'connecting', 'Connecting', false);
  return shown('error', 'disconnected', 'Offline', true);
}

/** The details list shows the newest entry first; the state keeps them oldest first (SPEC §3). */
export const historyNewestFirst = (history: readonly ConnectionHistoryEntry[]): ConnectionHistoryEntry[] => [...history].reverse();
