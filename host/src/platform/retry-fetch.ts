export interface RetryOptions {
  attempts: number;
  baseDelayMs: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Fetch with retries on network failures and 5xx answers; 4xx answers are final.
 * Delays grow linearly (base, 2×base, …): a remote that is being redeployed comes back quickly.
 */
export async function fetchWithRetry(
  fetchFn: typeof fetch,
  url: string,
  init: RequestInit | undefined,
  { attempts, baseDelayMs, sleep = defaultSleep }: RetryOptions,
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const res = await fetchFn(url, init);
      if (res.status < 500 || attempt === attempts) return res;
      lastError = new Error(`HTTP ${res.status} for ${url}`);
    } catch (err) {
      lastError = err;
    }
    if (attempt < attempts) await sleep(baseDelayMs * attempt);
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}
