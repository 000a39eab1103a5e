/** Test helper: the next `fetch` answers `status` with `body` (JSON unless a string); the calls are recorded. */
export function answer(status: number, body: unknown): { calls: { url: string; init?: RequestInit }[] } {
  const calls: { url: string; init?: RequestInit }[] = [];
  global.fetch = ((url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    // jsdom has no Response: what apiFetch reads of one.
    return Promise.resolve({ ok: status >= 200 && status < 300, status, headers: new Headers(), text: () => Promise.resolve(text) } as unknown as Response);
  }) as typeof fetch;
  return { calls };
}

/** Test helper: the next `fetch` gets no answer at all. */
export function offline(): void {
  global.fetch = (() => Promise.reject(new TypeError('offline'))) as typeof fetch;
}
