import { LOW_CREDIT_NOTICE_KEY, markShownInSession, wasShownInSession } from './once-per-session';

function memoryStorage() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}

describe('once per sign-in session', () => {
  it('is not shown until marked, then shown for that session only', () => {
    const storage = memoryStorage();
    expect(wasShownInSession(storage, 'sess-1')).toBe(false);
    markShownInSession(storage, 'sess-1');
    expect(storage.data.get(LOW_CREDIT_NOTICE_KEY)).toBe('sess-1');
    expect(wasShownInSession(storage, 'sess-1')).toBe(true);
    expect(wasShownInSession(storage, 'sess-2')).toBe(false);
  });

  it('counts a blocked or missing storage as not shown, without throwing', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(wasShownInSession(blocked, 'sess-1')).toBe(false);
    expect(() => markShownInSession(blocked, 'sess-1')).not.toThrow();
    expect(wasShownInSession(null, 'sess-1')).toBe(false);
  });
});
