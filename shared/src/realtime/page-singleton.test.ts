import { pageSingleton } from './page-singleton';

describe('pageSingleton', () => {
  it('creates once and hands every caller the same instance', () => {
    const create = jest.fn(() => ({ id: Math.random() }));
    const first = pageSingleton('test-once', create);
    expect(pageSingleton('test-once', create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps the instance on globalThis under a Symbol.for key, where a second bundle finds it', () => {
    const instance = pageSingleton('test-global', () => ({ name: 'first bundle' }));
    expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for('@iprism/shared/realtime:test-global')]).toBe(instance);
  });

  it('keeps different names apart', () => {
    expect(pageSingleton('test-a', () => 'a')).toBe('a');
    expect(pageSingleton('test-b', () => 'b')).toBe('b');
  });
});
