/**
 * Tokens whose signature and claims were verified, kept until they expire: a browser sends the same
 * token with every request for a minute, and RS256 verification was about a tenth of a signed-in
 * request's CPU. Only successful verifications are kept (a flood of bad tokens cannot fill it), the
 * expiry is checked on every use, and whether the session is still live is checked by the caller anyway.
 */
export interface VerifiedTokens<T> {
  get(token: string): T | undefined;
  /** `expiresAtMs`: when the token stops being accepted, clock tolerance included. */
  set(token: string, value: T, expiresAtMs: number): void;
}

export function createVerifiedTokens<T>({ maxEntries = 10_000, clock = Date.now }: { maxEntries?: number; clock?: () => number } = {}): VerifiedTokens<T> {
  const entries = new Map<string, { value: T; expiresAtMs: number }>();
  return {
    get(token) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.expiresAtMs > clock()) return entry.value;
      entries.delete(token);
      return undefined;
    },
    set(token, value, expiresAtMs) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(token, { value, expiresAtMs });
    },
  };
}
