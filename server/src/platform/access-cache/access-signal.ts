/**
 * "Who may do what changed": sessions revoked, licences, credits or memberships written. Every cache of
 * access facts clears on each signal, whether it was raised in this process or, through Redis, on another
 * node. A cache serves nothing while `reliable()` is false, because a signal from elsewhere could be
 * missed then (Redis away); it reloads from the database instead, which is always right.
 */
export interface AccessSignal {
  /** Call after the write has committed. */
  changed(): void;
  onChange(listener: () => void): void;
  reliable(): boolean;
  close(): Promise<void>;
}

/** One process sees every write it makes: the embedded default, where nothing else writes. */
export function createLocalAccessSignal(): AccessSignal {
  const listeners: (() => void)[] = [];
  return {
    changed: () => listeners.forEach((l) => l()),
    onChange: (listener) => void listeners.push(listener),
    reliable: () => true,
    close: async () => {},
  };
}
