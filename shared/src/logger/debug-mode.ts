import type { StorageLike } from './console-logger';

export const DEBUG_MODE_STORAGE_KEY = 'debugMode';
/** SPEC §4: debug mode is on unless the user turned it off. */
export const DEBUG_MODE_DEFAULT = true;

/** Only an explicit 'off' (or 'false', as someone may type in devtools) turns debug mode off. */
export function debugModeFromStored(value: string | null | undefined): boolean {
  if (value === 'off' || value === 'false') return false;
  if (value === 'on' || value === 'true') return true;
  return DEBUG_MODE_DEFAULT;
}

/** SPEC §4 debug mode: toggled on or off, remembered in local storage, default on. */
export class DebugMode {
  private on: boolean;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: StorageLike | null = null) {
    this.on = debugModeFromStored(this.read());
  }

  isOn(): boolean {
    return this.on;
  }

  set(on: boolean): void {
    if (on === this.on) return;
    this.on = on;
    try {
      this.storage?.setItem(DEBUG_MODE_STORAGE_KEY, on ? 'on' : 'off');
    } catch {
      // Private mode or full storage: the setting still holds for this page.
    }
    this.listeners.forEach((l) => l());
  }

  toggle(): boolean {
    this.set(!this.on);
    return this.on;
  }

  /** Re-reads storage, e.g. after another tab changed it (a `storage` event). */
  reload(): void {
    const on = debugModeFromStored(this.read());
    if (on === this.on) return;
    this.on = on;
    this.listeners.forEach((l) => l());
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private read(): string | null {
    try {
      return this.storage?.getItem(DEBUG_MODE_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  }
}
