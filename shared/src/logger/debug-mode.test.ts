import type { StorageLike } from './console-logger';
import { DEBUG_MODE_DEFAULT, DEBUG_MODE_STORAGE_KEY, DebugMode, debugModeFromStored } from './debug-mode';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe('debug mode', () => {
  it('is on by default', () => {
    expect(DEBUG_MODE_DEFAULT).toBe(true);
    expect(new DebugMode(memoryStorage()).isOn()).toBe(true);
    expect(new DebugMode(null).isOn()).toBe(true);
  });

  it('reads only an explicit off value as off', () => {
    expect(debugModeFromStored('off')).toBe(false);
    expect(debugModeFromStored('false')).toBe(false);
    expect(debugModeFromStored('on')).toBe(true);
    expect(debugModeFromStored(null)).toBe(true);
    expect(debugModeFromStored('garbage')).toBe(true);
  });

  it('toggles and remembers the choice in storage', () => {
    const storage = memoryStorage();
    const mode = new DebugMode(storage);
    expect(mode.toggle()).toBe(false);
    expect(storage.data.get(DEBUG_MODE_STORAGE_KEY)).toBe('off');
    expect(new DebugMode(storage).isOn()).toBe(false);
    mode.set(true);
    expect(storage.data.get(DEBUG_MODE_STORAGE_KEY)).toBe('on');
    expect(new DebugMode(storage).isOn()).toBe(true);
  });

  it('still toggles when storage throws', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    const mode = new DebugMode(broken);
    expect(mode.isOn()).toBe(true);
    expect(mode.toggle()).toBe(false);
  });

  it('notifies subscribers on change only, and picks up a change made by another tab', () => {
    const storage = memoryStorage();
    const mode = new DebugMode(storage);
    const listener = jest.fn();
    mode.subscribe(listener);
    mode.set(true);
    expect(listener).not.toHaveBeenCalled();
    storage.setItem(DEBUG_MODE_STORAGE_KEY, 'off');
    mode.reload();
    expect(mode.isOn()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
