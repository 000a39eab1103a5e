/** A failed attempt waits 2^(attempt−1) × base before the next, capped: 2 s, 4 s, 8 s … at most 5 min. */
export function retryDelayMs(attempt: number, baseMs = 2000, capMs = 300_000): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
}
