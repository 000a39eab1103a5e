import { fetchWithRetry } from './retry-fetch';

const ok = { status: 200 } as Response;
const down = { status: 503 } as Response;
const noSleep = { sleep: async () => undefined };

describe('fetchWithRetry', () => {
  it('retries network failures and answers the first success', async () => {
    const f = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok);
    await expect(fetchWithRetry(f, '/x', undefined, { attempts: 3, baseDelayMs: 1, ...noSleep })).resolves.toBe(ok);
    expect(f).toHaveBeenCalledTimes(2);
  });

  it('retries 5xx but not 4xx', async () => {
    const f5 = jest.fn().mockResolvedValueOnce(down).mockResolvedValueOnce(ok);
    await expect(fetchWithRetry(f5, '/x', undefined, { attempts: 3, baseDelayMs: 1, ...noSleep })).resolves.toBe(ok);
    const f4 = jest.fn().mockResolvedValue({ status: 404 } as Response);
    await fetchWithRetry(f4, '/x', undefined, { attempts: 3, baseDelayMs: 1, ...noSleep });
    expect(f4).toHaveBeenCalledTimes(1);
  });

  it('gives up after the last attempt with the last error', async () => {
    const f = jest.fn().mockRejectedValue(new Error('offline'));
    await expect(fetchWithRetry(f, '/x', undefined, { attempts: 3, baseDelayMs: 1, ...noSleep })).rejects.toThrow('offline');
    expect(f).toHaveBeenCalledTimes(3);
  });

  it('waits longer between later attempts', async () => {
    const waits: number[] = [];
    const f = jest.fn().mockRejectedValue(new Error('offline'));
    await fetchWithRetry(f, '/x', undefined, { attempts: 3, baseDelayMs: 100, sleep: async (ms) => void waits.push(ms) }).catch(() => undefined);
    expect(waits).toEqual([100, 200]);
  });
});
