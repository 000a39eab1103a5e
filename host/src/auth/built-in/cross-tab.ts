/** What one tab tells the others so they follow (ARCHITECTURE §5 built-in adapter). */
export type CrossTabMessage = 'signed-in' | 'signed-out' | 'session-changed';

export interface CrossTab {
  post(message: CrossTabMessage): void;
  /** Returns the unsubscribe. */
  listen(handler: (message: CrossTabMessage) => void): () => void;
}

const CHANNEL = 'iprism:identity';
const MESSAGES: readonly string[] = ['signed-in', 'signed-out', 'session-changed'];
const isMessage = (value: unknown): value is CrossTabMessage => typeof value === 'string' && MESSAGES.includes(value);

/**
 * BroadcastChannel where the browser has it; otherwise a localStorage key whose `storage` event reaches
 * the other tabs (the value carries a timestamp so repeating a message still changes it). Only the kind
 * of change crosses tabs, never a token: each tab refreshes through its own request.
 */
export function browserCrossTab(): CrossTab {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    return {
      post: (message) => channel.postMessage(message),
      listen: (handler) => {
        const onMessage = (event: MessageEvent) => {
          if (isMessage(event.data)) handler(event.data);
        };
        channel.addEventListener('message', onMessage);
        return () => channel.removeEventListener('message', onMessage);
      },
    };
  }
  return {
    post: (message) => {
      try {
        window.localStorage.setItem(CHANNEL, `${message}:${Date.now()}`);
      } catch {
        // Storage disabled (private mode): the other tabs catch up on their next refresh.
      }
    },
    listen: (handler) => {
      const onStorage = (event: StorageEvent) => {
        const message = event.key === CHANNEL ? event.newValue?.split(':')[0] : undefined;
        if (isMessage(message)) handler(message);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
